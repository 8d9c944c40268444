import { publicPhotoKeyOf } from '#shared/schemas/photo';
import type { Passport, PassportRoundRef } from '#shared/schemas/passport';
import { SHARED_PHOTOS_MAX, type PublicProfileView } from '#shared/sharing/profile-view';
import { computeGolferPassport } from '../passport/golfer-passport';
import { listRoundPhotoPaths } from '../rounds/rounds-repository';
import type { PublicViewOptions } from './public-view-options';

/**
 * Where the miles are measured from, as a shared page says it: the golfer's home course or city would say
 * where they live, so the point and its name stay private and the figure alone is shown.
 */
const PRIVATE_HOME: Passport['miles']['home'] = {
  latitude: 0,
  longitude: 0,
  source: 'default',
  label: 'home',
};

/**
 * The Passport as a stranger may see it (docs/product-rules.md, "Sharing"): the figures and the courses'
 * public facts, with the home point hidden, each round's id replaced by its place in the answer (an id is a
 * handle on the golfer's data elsewhere), and the courses' descriptions and pictures left out unless the
 * golfer chose to show photos (a custom course's are the golfer's own words and pictures).
 */
export function publicPassport(passport: Passport, showPhotos: boolean): Passport {
  const roundIds = new Map<string, string>();
  const round = (ref: PassportRoundRef): PassportRoundRef => {
    let id = roundIds.get(ref.id);
    if (!id) {
      id = `round-${roundIds.size + 1}`;
      roundIds.set(ref.id, id);
    }
    return { ...ref, id };
  };
  return {
    ...passport,
    courses: passport.courses.map((course) => ({
      ...course,
      description: null,
      imageUrl: showPhotos ? course.imageUrl : null,
    })),
    rounds: { ...passport.rounds, latest: passport.rounds.latest.map(round) },
    bestScore: { ...passport.bestScore, rounds: passport.bestScore.rounds.map(round) },
    tournamentRounds: passport.tournamentRounds.map(round),
    // Each course's distance from home would place home by trilateration: only the total is shown.
    miles: { ...passport.miles, home: PRIVATE_HOME, trips: [] },
    records: {
      ...passport.records,
      years: passport.records.years.map((year) => ({ ...year, latest: year.latest.map(round) })),
    },
  };
}

/**
 * The 'profile' kind's loader (functions/sharing/public-views.ts): the golfer's Passport computed as their
 * own page computes it (functions/passport/golfer-passport.ts), for today in UTC (a visitor has no "today"
 * of the golfer's), and their round photos only when chosen. Undefined never: every golfer has a Passport.
 */
export async function loadProfileView(
  ownerId: string,
  options: PublicViewOptions,
): Promise<PublicProfileView> {
  const today = new Date().toISOString().slice(0, 10);
  const [passport, photoPaths] = await Promise.all([
    computeGolferPassport(ownerId, today),
    options.showPhotos ? listRoundPhotoPaths(ownerId) : Promise.resolve([]),
  ]);
  const photos = [
    ...new Set(photoPaths.flatMap((path) => (publicPhotoKeyOf(path) ? [`/${publicPhotoKeyOf(path)}`] : []))),
  ]
    .slice(0, SHARED_PHOTOS_MAX)
    .map((url) => ({ url }));
  return { passport: publicPassport(passport, options.showPhotos), photos };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** og:description: the Passport's headline figures, nothing about the golfer. */
export function describeProfileView(view: PublicProfileView): string {
  const { passport } = view;
  return `${plural(passport.coursesPlayed.length, 'course', 'courses')} played in ${plural(
    passport.countries.length,
    'country',
    'countries',
  )}, ${plural(passport.bucketList.length, 'course', 'courses')} on the bucket list. A golf map and Passport on Fescue.`;
}
