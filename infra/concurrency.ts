import type { Node } from 'constructs';
import { endpointGroups, type EndpointGroupName } from '../functions/endpoint-groups';

/**
 * Reserved concurrency per endpoint group: each group's Lambda may run at most this many instances at once,
 * and that many are kept for it. A group stuck on a slow dependency (ghin waits up to 29 s on GHIN) or flooded
 * then runs out of its own share and answers 429/503, instead of taking the account's whole concurrency and
 * starving sign-in and every other group.
 *
 * Sized for a new account's default Lambda concurrency of 1,000, of which AWS keeps 100 unreserved: 740 here
 * leaves 260 for the GHIN sync jobs (the worker runs 2 at most), CDK's deploy-time functions and anything
 * else in the account and region. At about 100 ms a request, 50 instances serve some 500 requests a second.
 * Some new accounts start at 10 concurrent executions: there no reservation can be made, and the deploy fails
 * until `-c reservedConcurrency=false` (docs/operations.md, "Deploy").
 */
export const DEFAULT_RESERVED_CONCURRENCY: Readonly<Record<EndpointGroupName, number>> = {
  // Every page load checks the session here, and sign-in must work when anything else is busy.
  auth: 100,
  users: 50,
  courses: 100,
  rounds: 120,
  passport: 30,
  ratings: 50,
  'bucket-list': 50,
  ghin: 50,
  // A list's page is a GetItem and two Queries; the screen is visited now and then.
  collections: 20,
  achievements: 50,
  community: 50,
  // A golfer imports once or twice; a chunk is a second or two.
  imports: 20,
  // A trip is planned over a few visits; the search around a place is a handful of Queries.
  trips: 20,
  // Shared pages: CloudFront answers most of their reads from its cache (docs/architecture.md, "Shared pages").
  sharing: 30,
};

/** What AWS keeps unreserved in every account (reservations may not take it). */
export const UNRESERVED_MINIMUM = 100;

export class ReservedConcurrencyError extends Error {}

/**
 * Context `reservedConcurrency`: unset or `true` for the defaults above; `false` for none (an account whose
 * concurrency quota is below what they need); or a JSON object of groups to change, the others keeping their
 * default: `-c 'reservedConcurrency={"rounds":300,"ghin":20}'`.
 */
export function readReservedConcurrency(node: Node): Record<EndpointGroupName, number> | undefined {
  const value: unknown = node.tryGetContext('reservedConcurrency');
  if (value === undefined || value === null || value === '' || value === true || value === 'true') {
    return { ...DEFAULT_RESERVED_CONCURRENCY };
  }
  if (value === false || value === 'false') return undefined;
  let overrides: unknown = value;
  if (typeof value === 'string') {
    try {
      overrides = JSON.parse(value);
    } catch {
      overrides = undefined;
    }
  }
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
    throw new ReservedConcurrencyError(
      'Context reservedConcurrency must be true, false, or a JSON object of endpoint groups to instance counts',
    );
  }
  const result = { ...DEFAULT_RESERVED_CONCURRENCY };
  for (const [group, count] of Object.entries(overrides)) {
    if (!(group in endpointGroups)) {
      throw new ReservedConcurrencyError(
        `Context reservedConcurrency: "${group}" is not an endpoint group (${Object.keys(endpointGroups).join(', ')})`,
      );
    }
    const number = typeof count === 'string' ? Number(count) : count;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
      throw new ReservedConcurrencyError(
        `Context reservedConcurrency: ${group} must be a whole number of instances, at least 1`,
      );
    }
    result[group as EndpointGroupName] = number;
  }
  return result;
}
