import type { BucketListEntry } from '#shared/schemas/bucket-list';
import { buildCourse } from './build-course';
import { mockFetch } from './mock-fetch';

/** A bucket-list entry for course `name` (its id the name in kebab case). */
export function buildEntry(name: string, priority: number, notes: string | null = null): BucketListEntry {
  const id = name.toLowerCase().replaceAll(' ', '-');
  return {
    id,
    courseId: id,
    notes,
    priority,
    addedAt: '2026-01-01T00:00:00.000Z',
    playedAt: null,
    playedWithoutRound: false,
    course: buildCourse({ id, name }),
  };
}

/**
 * The bucket-list routes over an in-memory list (GET highest priority first, paged by `limit`; PATCH; DELETE),
 * so the card and the dialog read again what they changed, as against the real server.
 */
export function mockBucketListServer(initial: BucketListEntry[]) {
  let entries = [...initial];
  const ordered = () => [...entries].sort((a, b) => b.priority - a.priority);
  const entryRoutes = initial.flatMap(({ courseId }) => [
    [
      `PATCH /api/user/bucket-list/${courseId}`,
      ({ body }: { body: unknown }) => {
        entries = entries.map((entry) =>
          entry.courseId === courseId ? { ...entry, ...(body as Partial<BucketListEntry>) } : entry,
        );
        return { body: entries.find((entry) => entry.courseId === courseId) };
      },
    ],
    [
      `DELETE /api/user/bucket-list/${courseId}`,
      () => {
        entries = entries.filter((entry) => entry.courseId !== courseId);
        return { body: { removed: true } };
      },
    ],
  ]);
  const fetchMock = mockFetch({
    'GET /api/user/bucket-list': ({ query }) => ({
      body: { entries: ordered().slice(0, Number(query.get('limit') ?? 50)), total: entries.length },
    }),
    ...Object.fromEntries(entryRoutes),
  });
  return {
    fetchMock,
    /** Another tab's change: the list as the server now holds it. */
    replace(next: BucketListEntry[]) {
      entries = [...next];
    },
  };
}
