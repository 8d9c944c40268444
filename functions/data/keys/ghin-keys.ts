import { createHash } from 'node:crypto';
import { userKeys } from './user-keys';

/**
 * Keys of the GHIN entities. The GHIN, GHINSESSION, HANDICAP# and GHINSYNC# prefixes are written here and
 * nowhere else.
 *
 * GHIN link:        pk USER#<sub>  sk GHIN    (GHIN number, sync settings and outcome, official index)
 *                   gsi2 GHINSYNC#<shard 00-15> / <sub>   (sparse: only golfers with scheduled sync on)
 * GHIN session:     pk USER#<sub>  sk GHINSESSION   (GHIN's token from the golfer's login; expiresAt, TTL)
 * Handicap history: pk USER#<sub>  sk HANDICAP#<revision date>#<index>   (each official index a sync found)
 */
const HANDICAP_PREFIX = 'HANDICAP#';
const SYNC_PARTITION_PREFIX = 'GHINSYNC#';

/**
 * The sparse index is spread over 16 partitions, so that a dispatcher reads them side by side and no one
 * index partition takes every golfer's writes.
 */
export const GHIN_SYNC_SHARDS = 16;

export function ghinSyncShard(userId: string): number {
  return (createHash('sha256').update(userId).digest()[0] ?? 0) % GHIN_SYNC_SHARDS;
}

export function ghinSyncPartition(shard: number): string {
  return `${SYNC_PARTITION_PREFIX}${String(shard).padStart(2, '0')}`;
}

export const ghinKeys = {
  link: (userId: string) => ({ pk: userKeys.profile(userId).pk, sk: 'GHIN' }),
  session: (userId: string) => ({ pk: userKeys.profile(userId).pk, sk: 'GHINSESSION' }),
  /** Present on the link only while scheduled sync is on. */
  syncIndex: (userId: string) => ({ gsi2pk: ghinSyncPartition(ghinSyncShard(userId)), gsi2sk: userId }),
  handicapEntry: (userId: string, revisionDate: string | null, index: number) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${HANDICAP_PREFIX}${revisionDate ?? '0000-00-00'}#${index.toFixed(1)}`,
  }),
  handicapHistory: (userId: string) => ({ pk: userKeys.profile(userId).pk, skPrefix: HANDICAP_PREFIX }),
} as const;

export const GHIN_LINK_ENTITY = 'GHIN_LINK';
export const GHIN_SESSION_ENTITY = 'GHIN_SESSION';
export const HANDICAP_ENTRY_ENTITY = 'HANDICAP_ENTRY';
