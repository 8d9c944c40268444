import { ulid } from 'ulid';
import {
  checkpointLedgerEntry,
  endLedgerEntry,
  getLedgerEntry,
  startLedgerEntry,
} from '../../functions/operations/migrations-ledger';

/**
 * The deploy-time migrations runner (docs/operations.md, "Deploy-time migrations"). Runs every migration of
 * the list in order, each once: the ledger in the table records each one's start, progress, end or failure,
 * and a migration marked done is never run again. A long migration works in pages and checkpoints its cursor
 * in the ledger after each; when the invocation's time is nearly up it stops at a checkpoint ("paused") and
 * the next invocation resumes from that cursor. A failure stops the run and names the migration.
 */
export interface MigrationContext {
  /** Where an earlier invocation stopped (null on a first run). */
  readonly cursor: string | null;
  /**
   * Saves progress after a page (its cursor, null when the last page is done, and the items it processed).
   * Answers false when the run must stop here: the migration then returns 'paused'.
   */
  checkpoint(cursor: string | null, processed: number): Promise<boolean>;
  /** Counts items processed outside pages (recorded when the migration ends). */
  count(processed: number): void;
  log(message: string): void;
}

export interface Migration {
  /** Stable name: the ledger's key. Never rename one that has shipped. */
  readonly name: string;
  readonly run: (context: MigrationContext) => Promise<'done' | 'paused'>;
}

export class MigrationFailedError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`Migration ${migration} failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'MigrationFailedError';
  }
}

export interface RunOptions {
  /** Epoch ms by which this invocation must have stopped (a Lambda's time left minus a margin). */
  deadline?: number;
  /** Identifies this invocation in the ledger's lease. */
  runner?: string;
  log?: (message: string) => void;
  now?: () => Date;
}

export interface RunResult {
  /** False when a migration paused at the deadline: invoke again to resume. */
  complete: boolean;
  ran: string[];
  skipped: string[];
}

/** A migration starts only with at least this long left, and holds its lease this long past the deadline. */
const MIN_TIME_TO_START_MS = 30_000;
const LEASE_MARGIN_MS = 60_000;

export async function runMigrations(
  migrations: readonly Migration[],
  o: RunOptions = {},
): Promise<RunResult> {
  const deadline = o.deadline ?? Number.POSITIVE_INFINITY;
  const runner = o.runner ?? ulid();
  const log = o.log ?? ((message: string) => console.log(message));
  const now = o.now ?? (() => new Date());
  const leaseUntil = () => new Date(Math.min(deadline, now().getTime() + 15 * 60_000) + LEASE_MARGIN_MS);
  const result: RunResult = { complete: true, ran: [], skipped: [] };

  for (const [order, migration] of migrations.entries()) {
    const { name } = migration;
    const entry = await getLedgerEntry(name);
    if (entry?.status === 'done') {
      result.skipped.push(name);
      continue;
    }
    if (deadline - now().getTime() < MIN_TIME_TO_START_MS) {
      log(`migration ${name}: not started, too little time left in this invocation; the next one starts it`);
      return { ...result, complete: false };
    }
    await startLedgerEntry(name, { order, runner, now: now(), leaseUntil: leaseUntil() });
    const cursor = entry?.cursor ?? null;
    let processed = entry?.processed ?? 0;
    const started = Date.now();
    log(cursor ? `migration ${name}: resumed at ${processed} items` : `migration ${name}: started`);
    let outcome: 'done' | 'paused';
    try {
      outcome = await migration.run({
        cursor,
        async checkpoint(next, pageProcessed) {
          processed += pageProcessed;
          await checkpointLedgerEntry(name, {
            runner,
            cursor: next,
            processed,
            now: now(),
            leaseUntil: leaseUntil(),
          });
          log(`migration ${name}: ${processed} items processed`);
          return next === null || deadline - now().getTime() > MIN_TIME_TO_START_MS;
        },
        count(more) {
          processed += more;
        },
        log: (message) => log(`migration ${name}: ${message}`),
      });
    } catch (error) {
      const failure = new MigrationFailedError(name, error);
      await endLedgerEntry(name, { runner, status: 'failed', processed, now: now(), error: failure.message });
      log(failure.message);
      throw failure;
    }
    await endLedgerEntry(name, { runner, status: outcome, processed, now: now() });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (outcome === 'paused') {
      log(`migration ${name}: paused at ${processed} items (${seconds} s); the next invocation resumes it`);
      return { ...result, complete: false, ran: [...result.ran, name] };
    }
    log(`migration ${name}: done, ${processed} items (${seconds} s)`);
    result.ran.push(name);
  }
  return result;
}
