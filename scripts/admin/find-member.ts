/**
 * Operator script: the accounts whose sign-in provider verified an email (usually one; a golfer who signed
 * in both with Google and with a password has two), with the id that scripts/admin/set-premium.ts takes.
 * An address a golfer only typed somewhere finds nothing.
 *   TABLE_NAME=<table> npx tsx scripts/admin/find-member.ts <email>
 * Operators who are signed in can do the same with GET /api/admin/members?email= (Cognito group `admins`).
 */
import { describeValidationError } from '#shared/schemas/api-error';
import { memberLookupSchema } from '#shared/schemas/community';
import { prepareScriptEnvironment } from '../catalog/script-environment';

if (import.meta.url === `file://${process.argv[1]}`) {
  const usage = 'Usage: TABLE_NAME=<table> npx tsx scripts/admin/find-member.ts <email>';
  prepareScriptEnvironment(usage);
  const parsed = memberLookupSchema.safeParse({ email: process.argv[2] });
  if (!parsed.success) {
    console.error(`${describeValidationError(parsed.error).message}\n${usage}`);
    process.exit(1);
  }
  const { findMembersByVerifiedEmail } = await import('../../functions/community/premium-repository');
  const members = await findMembersByVerifiedEmail(parsed.data.email);
  if (members.length === 0) console.log(`No account has ${parsed.data.email} as its verified email`);
  for (const member of members) {
    const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || '(no name)';
    const premium = member.isPremium ? 'premium' : 'not premium';
    console.log(`${member.id}  ${name}  ${premium}  since ${member.createdAt.slice(0, 10)}`);
  }
}
