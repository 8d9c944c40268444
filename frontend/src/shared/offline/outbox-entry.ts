import type { CourseSearchResult } from '#shared/schemas/course';
import type { CreateCourse } from '#shared/schemas/course-requests';
import type { PhotoContentType } from '#shared/schemas/photo';
import type { CreateRound } from '#shared/schemas/round-requests';

/** What the outbox keeps of a round's course: enough to show the entry and to fill the form again. */
export type OutboxCourse = Pick<
  CourseSearchResult,
  'id' | 'name' | 'city' | 'state' | 'country' | 'architect' | 'courseType'
>;

/**
 * A round saved on the device, waiting to be sent. Its `id` is a ULID made on the device: it is the
 * Idempotency-Key of POST /api/rounds (the server derives the round's own id from it and the golfer), so
 * however often it is sent, one round exists.
 */
export interface OutboxEntry {
  id: string;
  /** The golfer who saved it: only their session sends it, only their screens show it. */
  userId: string;
  /** The round as the shared create schema produced it, without its photo key (known once uploaded). */
  round: CreateRound;
  /** The course as picked, for showing the entry; its id is replaced by the created one for a new course. */
  course: OutboxCourse;
  /** A custom course typed offline: created on sync, before the round. */
  newCourse: CreateCourse | null;
  /** The downsized photo kept on the device until uploaded. */
  photo: { blob: Blob; contentType: PhotoContentType } | null;
  /** The photo's upload key once uploaded, so a retry soon after never uploads it twice. */
  photoKey: string | null;
  /**
   * Epoch ms of that upload: the bucket drops an upload no round took after a day, so an older one is
   * uploaded again (missing in entries saved before it was kept: uploaded again too).
   */
  photoUploadedAt?: number | null;
  savedAt: string;
  /** Failed sends that were the network's fault (or the server's 5xx), for the backoff. */
  attempts: number;
  /** Epoch ms before which a sync leaves it alone (backoff). */
  nextAttemptAt: number;
  /** `parked`: the server refused it (a 400, a course gone); it waits for the golfer to fix or discard it. */
  state: 'pending' | 'parked';
  /** Why it is parked, in words the golfer can act on. */
  problem: string | null;
}

export type NewOutboxEntry = Pick<OutboxEntry, 'id' | 'userId' | 'round' | 'course' | 'newCourse' | 'photo'>;

export function newEntry(entry: NewOutboxEntry, now: Date): OutboxEntry {
  return {
    ...entry,
    photoKey: null,
    photoUploadedAt: null,
    savedAt: now.toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    problem: null,
  };
}
