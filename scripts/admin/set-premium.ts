/**
 * Operator script: makes a golfer premium, or not, by their account id. Find the id first with
 * scripts/admin/find-member.ts (by the email their sign-in provider verified). Fescue takes no payment; the
 * operator decides.
 *   TABLE_NAME=<table> npx tsx scripts/admin/set-premium.ts <user id> <true|false>
 * Operators who are signed in can do the same with PUT /api/admin/premium (Cognito group `admins`).
 */
import { describeValidationError } from '#shared/schemas/api-error';
import { MEMBER_NOT_FOUND_MESSAGE, setPremiumSchema } from '#shared/schemas/community';
import { prepareScriptEnvironment } from '../catalog/script-environment';

if (import.meta.url === `file://${process.argv[1]}`) {
  const usage = 'Usage: TABLE_NAME=<table> npx tsx scripts/admin/set-premium.ts <user id> <true|false>';
  prepareScriptEnvironment(usage);
  const [userId, flag] = process.argv.slice(2);
  const parsed = setPremiumSchema.safeParse({
    userId,
    isPremium: flag === 'true' ? true : flag === 'false' ? false : flag,
  });
  if (!parsed.success) {
    console.error(`${describeValidationError(parsed.error).message}\n${usage}`);
    process.exit(1);
  }
  const { setPremiumForMember } = await import('../../functions/community/premium-repository');
  const { inWords } = await import('../../functions/lib/errors');
  try {
    await inWords(setPremiumForMember(parsed.data.userId, parsed.data.isPremium), {
      member: MEMBER_NOT_FOUND_MESSAGE,
    });
    console.log(
      `Account ${parsed.data.userId} is ${parsed.data.isPremium ? 'now premium' : 'no longer premium'}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
