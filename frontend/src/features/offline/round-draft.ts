import { deviceDb, deviceDbAvailable } from '@/shared/offline/device-db';
import { deviceOwner } from '@/shared/offline/device-owner';

/**
 * The round being entered in Add Round, kept on the device as it is typed (docs/product-rules.md#offline):
 * a card half entered on the course survives a reload, a closed tab or a dead battery, and Add Round opens
 * with it again. One draft per device, marked with its golfer: another golfer signed in here never sees it.
 * The photo stays out (a file the golfer picks again); the draft goes once the round is saved or discarded.
 */
const DRAFT_KEY = 'round-draft';

export interface RoundDraft<Values, Course> {
  values: Values;
  course: Course | null;
  savedAt: number;
}

interface StoredDraft<Values, Course> extends RoundDraft<Values, Course> {
  owner: string | undefined;
}

export async function saveRoundDraft<Values, Course>(values: Values, course: Course | null): Promise<void> {
  if (!deviceDbAvailable()) return;
  const draft: StoredDraft<Values, Course> = {
    values,
    course,
    savedAt: Date.now(),
    owner: await deviceOwner(),
  };
  await (await deviceDb()).put('meta', draft, DRAFT_KEY);
}

export async function loadRoundDraft<Values, Course>(): Promise<RoundDraft<Values, Course> | null> {
  if (!deviceDbAvailable()) return null;
  const draft = (await (await deviceDb()).get('meta', DRAFT_KEY)) as StoredDraft<Values, Course> | undefined;
  if (!draft || typeof draft !== 'object' || !('values' in draft)) return null;
  if (draft.owner !== (await deviceOwner())) return null;
  return draft;
}

export async function clearRoundDraft(): Promise<void> {
  if (!deviceDbAvailable()) return;
  await (await deviceDb()).delete('meta', DRAFT_KEY);
}
