import { DEFAULT_PAR } from '../schemas/course';

/**
 * The par of a round when the golfer did not give one (spec §5): the course's par for 18 holes, half of it
 * for 9. Par is a whole number, so an odd course par is rounded half up (71 -> 36 for the front nine).
 */
export function parForHoles(coursePar: number | null | undefined, holes: 9 | 18): number {
  const par = coursePar && coursePar > 0 ? coursePar : DEFAULT_PAR;
  return holes === 9 ? Math.round(par / 2) : par;
}
