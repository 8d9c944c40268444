import type { OperatorAccessState } from '#shared/schemas/ghin';
import { recordOperatorAccess, type GhinLink } from './ghin-repository';
import type { GhinAccessStatus, GhinClient } from './client/ghin-client';

/**
 * The golfer's consent to the operator's GHIN account (GHIN's Golfer Product Access, docs/architecture.md
 * "The operator's account asks the golfer first"): GHIN lets a vendor account read a golfer's scores only
 * after the golfer approved the vendor's access request, which GHIN sends them. Fescue asks when the golfer
 * turns "Keep my GHIN data in sync" on, and reads the golfer's answer from GHIN's list of the account's
 * requests before a scheduled sync that has none yet.
 */

/** GHIN's answer as Fescue tells it; undefined when GHIN lists no request for the golfer. */
export function accessStateOf(status: GhinAccessStatus | undefined): OperatorAccessState | undefined {
  if (status === 'approved') return 'approved';
  if (status === 'pending') return 'pending';
  // `denied`: the golfer declined; `inactive`: they (or the operator) took an approval back.
  if (status === 'denied' || status === 'inactive') return 'refused';
  return undefined;
}

export interface SettleOptions {
  client: GhinClient;
  vendorToken: string;
  now: Date;
  /** GHIN's list of the account's requests (one read shared by a worker's batch). */
  statuses: () => Promise<Map<string, GhinAccessStatus>>;
  /** Where GHIN sends the request: the golfer's email at GHIN, else the one they gave Fescue. */
  email: () => Promise<string | null>;
  /**
   * The golfer just turned scheduled sync on: a request they declined before is sent again (they asked for
   * it). The scheduled worker never asks again after a refusal.
   */
  askAgain: boolean;
}

/**
 * Where the operator's access to this golfer's scores stands at GHIN now, recorded on the link (G13) when it
 * changed: approved or pending as GHIN lists it; refused (scheduled sync off) when the golfer declined or took
 * it back; a request sent (pending) when none is open and the golfer wants the sync. A link whose request is
 * pending and that GHIN does not list stays pending: it is not asked twice.
 */
export async function settleOperatorAccess(
  userId: string,
  link: Pick<GhinLink, 'ghinNumber' | 'operatorAccess'> & { ghinNumber: string },
  o: SettleOptions,
): Promise<OperatorAccessState> {
  const listed = accessStateOf((await o.statuses()).get(link.ghinNumber));
  let state: OperatorAccessState;
  if (listed === 'approved' || listed === 'pending') state = listed;
  else if (!o.askAgain && listed === 'refused' && link.operatorAccess !== 'not-requested') state = 'refused';
  else if (!o.askAgain && listed === undefined && link.operatorAccess === 'pending') state = 'pending';
  else {
    const email = await o.email();
    // Nothing to send GHIN's request with: left as it is (the status says it was not requested).
    if (!email) return link.operatorAccess;
    await o.client.requestOperatorAccess(o.vendorToken, link.ghinNumber, email);
    state = 'pending';
  }
  if (state !== link.operatorAccess) {
    await recordOperatorAccess(userId, { ghinNumber: link.ghinNumber, state, now: o.now });
  }
  return state;
}
