import { createHash } from 'node:crypto';
import { OPERATOR_GROUP } from '../../functions/lib/session/operator';

/**
 * Who can sign in to the embedded OpenID provider. Any email typed in its dev form is an account; the two
 * seeded people below have fixed names (the demo golfer, and a second user for ownership tests), and the
 * operator account is in the operators' group, as an operator is in Cognito's `admins` group in AWS.
 */
export const DEMO_EMAIL = 'demo@fescue.golf';
export const SECOND_EMAIL = 'jordan@fescue.golf';
export const OPERATOR_EMAIL = 'admin@fescue.golf';
/** The demo golfer's travelling partners: they rate courses, so course pages show community ratings. */
export const PARTNER_EMAILS = ['sam@fescue.golf', 'priya@fescue.golf', 'luis@fescue.golf'] as const;

export interface LocalAccount {
  /** Stable per email, so a second sign-in is the same user (and matches the seeded record). */
  sub: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  /** Issued as the `cognito:groups` claim, the name Cognito gives it. */
  groups: string[];
}

const KNOWN_NAMES: Record<string, { givenName: string; familyName: string }> = {
  [DEMO_EMAIL]: { givenName: 'Alex', familyName: 'Morgan' },
  [SECOND_EMAIL]: { givenName: 'Jordan', familyName: 'Lee' },
  [OPERATOR_EMAIL]: { givenName: 'Fescue', familyName: 'Operator' },
  'sam@fescue.golf': { givenName: 'Sam', familyName: 'Rivera' },
  'priya@fescue.golf': { givenName: 'Priya', familyName: 'Shah' },
  'luis@fescue.golf': { givenName: 'Luis', familyName: 'Ortega' },
};

const GROUPS: Record<string, string[]> = { [OPERATOR_EMAIL]: [OPERATOR_GROUP] };

// A fixed namespace for the name-based (version 5) UUIDs below; any constant UUID would do.
const SUBJECT_NAMESPACE = '6f7b8a52-3c1d-4e0f-9a8b-2d5c4e6f7a81';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** RFC 4122 version 5 UUID of the normalised email: same email, same `sub`, across restarts and resets. */
export function subjectForEmail(email: string): string {
  const namespace = Buffer.from(SUBJECT_NAMESPACE.replaceAll('-', ''), 'hex');
  const bytes = createHash('sha1').update(namespace).update(normaliseEmail(email)).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function localAccount(email: string): LocalAccount {
  const normalised = normaliseEmail(email);
  return {
    sub: subjectForEmail(normalised),
    email: normalised,
    // Another email is an account with no name, as a Cognito account whose golfer gave none: a name is never
    // made up from the address (a greeting would call "tester1@…" Tester1).
    ...(KNOWN_NAMES[normalised] ?? { givenName: null, familyName: null }),
    groups: GROUPS[normalised] ?? [],
  };
}
