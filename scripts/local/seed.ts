import { createUserIfAbsent, getUserById, updateUserProfile } from '../../functions/users/users-repository';
import { loadSeedCatalog } from '../catalog/load-catalog';
import { profileUpdateSchema, type ProfileUpdateInput } from '#shared/schemas/user';
import { migrateRatingScale } from '../migrations/rating-scale';
import { migrateScoreCountersPar } from '../migrations/score-counters-par';
import { migratePassportTotals } from '../migrations/passport-totals';
import { migrateAchievementDates } from '../migrations/achievement-dates';
import { migratePhotoKeys } from '../migrations/photo-keys';
import { DEMO_EMAIL, PARTNER_EMAILS, SECOND_EMAIL, localAccount } from './local-accounts';
import { seedDemoRounds } from './seed-rounds';
import { seedEvents } from './seed-events';
import { seedRatings } from './seed-ratings';

interface SeedUser {
  email: string;
  profile: ProfileUpdateInput;
}

/** The people `npm start` comes with; they sign in through the provider's dev form with these emails. */
export const SEED_USERS: readonly SeedUser[] = [
  {
    email: DEMO_EMAIL,
    profile: {
      ghinNumber: '8812345',
      handicap: 12.4,
      homeCourse: 'Bandon Dunes',
      city: 'Portland',
      state: 'Oregon',
      country: 'United States',
    },
  },
  {
    email: SECOND_EMAIL,
    profile: {
      handicap: 6.8,
      homeCourse: 'Bethpage Black',
      city: 'Farmingdale',
      state: 'New York',
      country: 'United States',
    },
  },
  ...PARTNER_EMAILS.map((email) => ({ email, profile: { country: 'United States' } })),
];

/**
 * Loads the course catalog (only new or changed courses are written), then writes the seed users through
 * the same repository the API uses, with the `sub` the local provider gives them. A user who already exists
 * is left alone, so a second run changes nothing and the profile edits made in the app survive restarts.
 * The demo golfer comes with a few seasons of rounds, logged when the golfer is created, and three travelling
 * partners with course ratings (so course pages show community figures).
 * Needs the handler environment (the stack sets it).
 */
export async function seedLocalData(): Promise<{
  created: string[];
  catalog: Awaited<ReturnType<typeof loadSeedCatalog>>;
}> {
  // Data kept from before the 0-10 rating scale is converted (one read once it has run). Before the catalog
  // load, so that a new data folder's first scan reads an empty table.
  await migrateRatingScale();
  await migrateScoreCountersPar();
  const catalog = await loadSeedCatalog();
  // After the catalog load: the rebuild copies each linked course's facts onto the golfer's link.
  await migratePassportTotals();
  // After the digests are rebuilt: unlocks stored before they were dated in the order played.
  await migrateAchievementDates();
  // Photos kept from before public keys were opaque (photos/<sub>/…) move to their own keys.
  await migratePhotoKeys();
  const created: string[] = [];
  for (const { email, profile } of SEED_USERS) {
    const account = localAccount(email);
    if (await getUserById(account.sub)) continue;
    await createUserIfAbsent({
      sub: account.sub,
      email: account.email,
      givenName: account.givenName,
      familyName: account.familyName,
    });
    await updateUserProfile(account.sub, profileUpdateSchema.parse(profile));
    if (email === DEMO_EMAIL) await seedDemoRounds(account.sub);
    await seedRatings(email, account.sub);
    created.push(email);
  }
  await seedEvents();
  return { created, catalog };
}
