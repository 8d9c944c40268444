/**
 * Keys of the migration markers: one item per data migration that ran to the end, so the local stack (which
 * runs them on every start) reads one item instead of scanning again. The MIGRATION# prefix is written here
 * and nowhere else.
 *
 * Migration marker: pk MIGRATION#<id>  sk MIGRATION  (completedAt, counts)
 */
export const migrationKeys = {
  marker: (id: string) => ({ pk: `MIGRATION#${id}`, sk: 'MIGRATION' }),
} as const;

export const MIGRATION_ENTITY = 'MIGRATION';
