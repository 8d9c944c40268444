import type { TeeSet } from '#shared/scorecards/tee-set';
import { queryPages } from '../../data/query-pages';
import { teeSetKeys } from '../../data/keys/tee-set-keys';

/**
 * A course's tee sets as read, apart from their writes (tee-sets-repository.ts) so that a Lambda that only reads
 * them (the import's chunks) does not carry the tee-set schemas the writes check against (docs/performance.md).
 */

export function toTeeSet(item: Record<string, unknown>): TeeSet {
  return {
    id: String(item.id),
    courseId: String(item.courseId),
    name: String(item.name),
    colour: typeof item.colour === 'string' ? item.colour : null,
    holes: (item.holes as TeeSet['holes'] | undefined) ?? [],
    men: (item.men as TeeSet['men'] | undefined) ?? null,
    women: (item.women as TeeSet['women'] | undefined) ?? null,
    par: Number(item.par),
    source: item.source === 'golfcourseapi' ? 'golfcourseapi' : 'golfer',
    version: Number(item.version),
    updatedAt: String(item.updatedAt),
  };
}

/** Access pattern 18a: a course's tee sets, one Query of the course's partition (TEESET# items). */
export async function listTeeSets(courseId: string): Promise<TeeSet[]> {
  const { pk, skPrefix } = teeSetKeys.teeSetsOfCourse(courseId);
  const teeSets: TeeSet[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  })) {
    for (const item of items) teeSets.push(toTeeSet(item));
  }
  return teeSets;
}
