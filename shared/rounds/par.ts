import { DEFAULT_PAR, isNineHolePar } from '../schemas/course-figures';

/**
 * The par of a round when the golfer did not give one (docs/product-rules.md#rounds): the course's par for 18
 * holes, half of it for 9. Par is a whole number, so an odd course par is rounded half up (71 -> 36 for the
 * front nine). A 9-hole course (par 27 to 40) is its par for 9 holes and twice round for 18.
 */
export function parForHoles(coursePar: number | null | undefined, holes: 9 | 18): number {
  const par = coursePar && coursePar > 0 ? coursePar : DEFAULT_PAR;
  if (isNineHolePar(par)) return holes === 9 ? par : par * 2;
  return holes === 9 ? Math.round(par / 2) : par;
}

/**
 * A course's rating as the 18-hole rating a round carries (shared/schemas/round.ts): a 9-hole course is
 * rated for its nine holes (par 36 rated 35.6), which is 71.2 for eighteen; an 18-hole course's is as it is.
 */
export function eighteenHoleRating(courseRating: number, coursePar: number): number {
  return isNineHolePar(coursePar) ? Math.round(courseRating * 20) / 10 : courseRating;
}
