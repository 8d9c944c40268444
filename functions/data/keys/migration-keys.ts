/**
 * Keys of the migrations' items. The MIGRATION# prefix and the MIGRATIONS partition are written here and
 * nowhere else.
 *
 * Migration marker: pk MIGRATION#<id>  sk MIGRATION      (completedAt, counts; written by a migration's
 *                                                          own last step, so a rerun reads one item)
 * Ledger entry:     pk MIGRATIONS      sk MIGRATION#<id>  (status, startedAt, finishedAt, processed, cursor,
 *                                                          error, lease: one per migration, docs/operations.md
 *                                                          "Deploy-time migrations")
 * Last complete run: pk MIGRATIONS  sk RUN               (code: the deploy whose migrations all finished)
 */
const PREFIX = 'MIGRATION#';
const LEDGER_PARTITION = 'MIGRATIONS';

export const migrationKeys = {
  marker: (id: string) => ({ pk: `${PREFIX}${id}`, sk: 'MIGRATION' }),
  ledger: (id: string) => ({ pk: LEDGER_PARTITION, sk: `${PREFIX}${id}` }),
  ledgerPartition: () => ({ pk: LEDGER_PARTITION, skPrefix: PREFIX }),
  /** The deploy that last ran every migration to the end (its code's asset key), beside the entries. */
  lastCompleteRun: () => ({ pk: LEDGER_PARTITION, sk: 'RUN' }),
} as const;

export const MIGRATION_ENTITY = 'MIGRATION';
export const MIGRATION_LEDGER_ENTITY = 'MIGRATION_LEDGER';
