import { courseConflictSchema, courseSchema } from '#shared/schemas/course';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/schemas/idempotency-key';
import { photoUploadResponseSchema } from '#shared/schemas/photo';
import { roundSchema } from '#shared/schemas/round';
import { fetchRenewingSession } from '../api/session-renewal';
import type { OutboxSenders } from './outbox-sync';

/**
 * The outbox's requests, made with plain fetch so they run in the page and in the service worker alike (the
 * worker has no React, no SWR, and must not import the page's modules that touch `document`). A non-OK answer
 * throws an error with `status` and the parsed `body`, which `classifyFailure` reads; no answer at all is
 * fetch's own TypeError.
 */
class SendError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; existingCourseId?: string } | null,
  ) {
    super(`${status}: ${body?.message ?? 'request failed'}`);
  }
}

/** A 401 renews the session first (session-renewal.ts): a round kept for hours is sent without a sign-in. */
async function send(path: string, method: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetchRenewingSession(path, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new SendError(response.status, json as SendError['body']);
  return json;
}

export const networkSenders: OutboxSenders = {
  async uploadPhoto({ blob, contentType }) {
    const upload = photoUploadResponseSchema.parse(
      await send('/api/rounds/upload-url', 'POST', { contentType, size: blob.size }),
    );
    const response = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: blob });
    if (!response.ok) throw new SendError(response.status, { message: 'The photo upload was refused.' });
    return upload.key;
  },
  async createCourse(course) {
    try {
      return courseSchema.parse(await send('/api/courses', 'POST', course));
    } catch (error) {
      // The same name in the same town is already in Fescue (another device, or a lost answer): use it.
      const conflict =
        error instanceof SendError && error.status === 409 && courseConflictSchema.safeParse(error.body);
      if (conflict && conflict.success) return { id: conflict.data.existingCourseId };
      throw error;
    }
  },
  async createRound(idempotencyKey, round) {
    const answer = await send('/api/rounds', 'POST', round, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
    roundSchema.parse(answer);
    // Whole, not the parsed round (which drops unknown keys): the achievements it earned ride along.
    return answer;
  },
};
