import {
  decodeCoursePoints,
  encodeCoursePoints,
  slugOfName,
  type CoursePoint,
  type CoursePointsFile,
} from '#shared/map/course-points';

/**
 * A synthetic worldwide catalog of `count` courses for the Full Map bench (goal: the points file under
 * 1.5 MB gzip with 50,000 courses), made to be as hard on gzip as a real one would be, not copies of the
 * catalog's 634 (whose repeated names and places flattered the figure about fourfold).
 *
 * - Words (towns, states, club names, architects' names) come from a letter model (each letter drawn given the
 *   two before it) learned from the catalog's own towns, states, names and architects, so they read and
 *   compress like real place and family names without repeating them.
 * - Towns: `towns` distinct ones (20,000 for 50,000 courses), each in a country drawn as often as the catalog's
 *   courses are, placed around a catalog course of that country (land, roughly) and spread over a few degrees.
 *   Every town has a course; the rest go to towns on a long tail (Zipf), so a few towns have dozens.
 * - Courses sit within about 10 km of their town, at full precision. Names follow the catalog's patterns:
 *   the town's name or a made-up word, sometimes a landscape word ("Dunes", "Pines") or "The"/"Royal", then
 *   "Golf Club", "Country Club", "Links"... as often as in the catalog; one club in ten has two or three
 *   courses named "(North Course)", "(Old)"... Ids are the slug of the name, with the town added where the
 *   catalog does that (about a third) or where two names would otherwise share an id.
 * - Architects: 3,000 made-up names on a long tail (a few hundred are common), one course in four with none,
 *   one in four by two of them. Par, course type and exclusivity are drawn as the catalog has them; yardage is
 *   known for 85% of courses, near 6,700 yards and in step with par.
 *
 * Deterministic: the same seed gives the same courses.
 */

/** mulberry32: a small, fast seeded PRNG giving numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

/** Index drawn with weight 1 / (rank + 1)^exponent: a long tail. */
function zipf(size: number, exponent: number) {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 0; rank < size; rank += 1) cumulative.push((total += 1 / (rank + 1) ** exponent));
  return (random: Random) => {
    const target = random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** Words drawn letter by letter, each given the two before it, as in the words it learned from. */
function wordModel(samples: readonly string[]) {
  const next = new Map<string, string[]>();
  for (const sample of samples) {
    const word = `^^${sample.toLowerCase()}$`;
    for (let at = 2; at < word.length; at += 1) {
      const context = word.slice(at - 2, at);
      const letters = next.get(context) ?? [];
      letters.push(word[at]!);
      next.set(context, letters);
    }
  }
  return (random: Random, minLength = 4, maxLength = 11): string => {
    for (;;) {
      let word = '^^';
      for (;;) {
        const letter = pick(random, next.get(word.slice(-2))!);
        if (letter === '$') break;
        word += letter;
        if (word.length > maxLength + 2) break;
      }
      word = word.slice(2);
      if (word.length >= minLength && word.length <= maxLength)
        return word.replace(
          /(^|\s)(\S)/g,
          (_, space: string, letter: string) => space + letter.toUpperCase(),
        );
    }
  };
}

const GENERIC = /^(golf|club|country|links|course|resort|the|royal|and|&|of|de|la|el|at|[(].*|.*[)])$/i;
const SUFFIXES = [
  ...Array<string>(240).fill('Golf Club'),
  ...Array<string>(135).fill(''),
  ...Array<string>(72).fill('Country Club'),
  ...Array<string>(71).fill('Club'),
  ...Array<string>(28).fill('Golf Course'),
  ...Array<string>(24).fill('Links'),
  ...Array<string>(20).fill('Resort'),
  ...Array<string>(17).fill('Golf Links'),
  ...Array<string>(16).fill('Golf & Country Club'),
  ...Array<string>(6).fill('Golf Resort'),
  ...Array<string>(5).fill('Golf and Country Club'),
];
const LANDSCAPE = [
  'Dunes',
  'Pines',
  'Hills',
  'Valley',
  'Lakes',
  'Creek',
  'Ridge',
  'Heath',
  'Bay',
  'Point',
  'Oaks',
  'Springs',
  'Meadows',
  'Highlands',
  'Harbour',
  'Park',
  'Woods',
  'Glen',
  'Downs',
  'Beach',
];
const VARIANTS = [
  ['(North Course)', '(South Course)', '(West Course)'],
  ['(East)', '(West)', '(Championship)'],
  ['(Old)', '(New)', '(Jubilee)'],
  ['(Red Course)', '(Blue Course)', '(Green Course)'],
  ['(Championship Course)', '(Resort Course)', '(Academy Course)'],
];

export interface SyntheticOptions {
  seed?: number;
  /** Distinct towns; every one has at least one course. */
  towns?: number;
}

export function syntheticCourses(
  catalog: CoursePointsFile,
  count: number,
  { seed = 15, towns = Math.round(count * 0.4) }: SyntheticOptions = {},
): CoursePoint[] {
  const random = seededRandom(seed);
  const base = decodeCoursePoints(catalog);
  const townWord = wordModel(catalog.places.flatMap(([city, state]) => [city, state]).filter(Boolean));
  const nameWord = wordModel(
    catalog.names.flatMap((name) => name.split(/\s+/)).filter((word) => !GENERIC.test(word)),
  );
  const personWord = wordModel(
    catalog.architects.flatMap((names) => names.split(/[\s,]+/)).filter((word) => word.length > 2),
  );

  // Architects on a long tail; states per country.
  const architects = Array.from(
    { length: 3000 },
    () =>
      `${random() < 0.2 ? `${personWord(random, 3, 9)[0]!}. ` : ''}${personWord(random, 3, 7)} ${personWord(random, 4, 10)}`,
  );
  const architectRank = zipf(architects.length, 0.6);
  const anArchitect = () => architects[architectRank(random)]!;
  const statesOf = new Map<string, string[]>();
  const stateFor = (country: string) => {
    let states = statesOf.get(country);
    if (!states) {
      states = Array.from({ length: 5 + Math.floor(random() * 40) }, () =>
        random() < 0.3 ? `${townWord(random)} ${townWord(random)}` : townWord(random),
      );
      statesOf.set(country, states);
    }
    return random() < 0.1 ? '' : pick(random, states);
  };

  const townKeys = new Set<string>();
  const townList = Array.from({ length: towns }, () => {
    const anchor = pick(random, base);
    const spread = random() < 0.7 ? 1.5 : 5;
    const state = stateFor(anchor.country);
    let city: string;
    do city = random() < 0.12 ? `${townWord(random)} ${townWord(random)}` : townWord(random);
    while (townKeys.has(`${city}|${state}|${anchor.country}`));
    townKeys.add(`${city}|${state}|${anchor.country}`);
    return {
      city,
      state,
      country: anchor.country,
      latitude: Math.max(-60, Math.min(72, anchor.latitude + (random() - 0.5) * spread)),
      longitude: ((anchor.longitude + (random() - 0.5) * spread * 1.5 + 540) % 360) - 180,
    };
  });
  const townRank = zipf(towns, 0.6);

  const courses: CoursePoint[] = [];
  const ids = new Set<string>();
  let nextTown = 0;
  while (courses.length < count) {
    // Every town first, then towns on the long tail.
    const town = townList[nextTown < towns ? nextTown++ : townRank(random)]!;
    const roll = random();
    let stem =
      roll < 0.35
        ? town.city
        : roll < 0.75
          ? nameWord(random)
          : `${random() < 0.5 ? town.city : nameWord(random)} ${pick(random, LANDSCAPE)}`;
    const prefix = random();
    if (prefix < 0.08) stem = `The ${stem}`;
    else if (prefix < 0.12) stem = `Royal ${stem}`;
    const club = `${stem} ${pick(random, SUFFIXES)}`.trim();
    const variants = random() < 0.1 ? pick(random, VARIANTS).slice(0, random() < 0.6 ? 2 : 3) : [''];
    const latitude = town.latitude + (random() - 0.5) * 0.2;
    const longitude = town.longitude + (random() - 0.5) * 0.2;
    const architect =
      random() < 0.25 ? null : random() < 0.25 ? `${anArchitect()}, ${anArchitect()}` : anArchitect();
    for (const variant of variants) {
      if (courses.length >= count) break;
      const name = `${club} ${variant}`.trim();
      const model = pick(random, base);
      let id = slugOfName(name);
      if (random() < 0.36 || ids.has(id))
        id = `${id}-${slugOfName(name.includes(town.city) ? town.state || town.country : town.city)}`;
      for (let suffix = 2; ids.has(id); suffix += 1) id = `${slugOfName(name)}-${suffix}`;
      ids.add(id);
      const par = model.par;
      courses.push({
        id,
        name,
        city: town.city,
        state: town.state || null,
        country: town.country,
        latitude: latitude + (random() - 0.5) * 0.02,
        longitude: longitude + (random() - 0.5) * 0.02,
        par,
        yardage: random() < 0.15 ? null : Math.round(6700 + (par - 72) * 250 + (random() - 0.5) * 1200),
        courseType: model.courseType,
        exclusivityRating: model.exclusivityRating,
        architect,
      });
    }
  }
  return courses;
}

export function syntheticPoints(
  catalog: CoursePointsFile,
  count: number,
  options?: SyntheticOptions,
): CoursePointsFile {
  return encodeCoursePoints(syntheticCourses(catalog, count, options));
}
