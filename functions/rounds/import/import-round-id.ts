import { encodeTime } from 'ulid';
import { derivedRoundId } from '../derived-round-id';

/**
 * The id of an imported round, derived from the golfer and the round's import key: importing the same row
 * again yields the same id, and the round's `attribute_not_exists(pk)` put turns the second write into a
 * no-op even when two imports race. It is ULID-shaped (time part = the day played) so it passes the round id
 * check and sorts like any other round.
 */
export function importedRoundId(userId: string, importKey: string, playedAt: string): string {
  // A ULID's time cannot be before 1970 (encodeTime throws, which was a 500 for a 1965 round): such a
  // round's id starts at the epoch. Its place in the list comes from playedAt, not from the id.
  const time = encodeTime(Math.max(0, Date.parse(`${playedAt}T12:00:00Z`)), 10);
  return derivedRoundId(userId, importKey, time);
}
