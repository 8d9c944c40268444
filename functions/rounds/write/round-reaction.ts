import type { TransactItem } from '../../data/transact-write';
import type { StoredRound } from '../rounds-repository';

/**
 * What a feature adds to a round write (docs/architecture.md, "Round writes"): the items its data needs in
 * the round's own TransactWriteItems, so the round and everything derived from it change together or not at
 * all, and, optionally, a step to run once that transaction has committed (for what cannot be known inside
 * it, such as a figure `ADD` leaves unknown).
 */
export interface RoundReactionResult {
  items: TransactItem[];
  afterCommit?: () => Promise<void>;
}

/**
 * A feature's reaction to a round write. `before` is the round as stored (undefined for a create), `after`
 * the round as it will be (undefined for a delete). A reaction reads what it needs (the round write runs
 * every reaction's reads at once) and returns its items; it writes nothing itself. A reaction may throw a
 * domain error (an HttpError) to refuse the write: nothing is written.
 */
export interface RoundReaction {
  /** The feature it belongs to, named in errors (the transaction-size check). */
  readonly feature: string;
  react(before: StoredRound | undefined, after: StoredRound | undefined): Promise<RoundReactionResult>;
}
