import { createUserIfAbsent, getUserById, updateUserProfile } from '../../functions/users/users-repository';
import { profileUpdateSchema, type ProfileUpdateInput } from '#shared/schemas/user';
import { readCatalogEntries } from '../catalog/catalog-files';
import { deployMigrations } from '../migrations/registry';
import { runMigrations, type RunResult } from '../migrations/runner';
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
 * Runs the deploy-time migrations through the same ledger as a deploy (the catalog seed among them: only a
 * changed catalog loads again), then writes the seed users through
 * the same repository the API uses, with the `sub` the local provider gives them. A user who already exists
 * is left alone, so a second run changes nothing and the profile edits made in the app survive restarts.
 * The demo golfer comes with a few seasons of rounds, logged when the golfer is created, and three travelling
 * partners with course ratings (so course pages show community figures).
 * Needs the handler environment (the stack sets it).
 */
export async function seedLocalData(log: (message: string) => void = () => undefined): Promise<{
  created: string[];
  migrations: RunResult;
}> {
  const migrations = await runMigrations(
    await deployMigrations({ catalogEntries: async () => readCatalogEntries(), photos: true }),
    { log },
  );
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
  return { created, migrations };
}
