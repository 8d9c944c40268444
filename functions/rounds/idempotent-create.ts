import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  idempotencyHeaderSchema,
} from '#shared/schemas/idempotency-key';
import type { CreateRound } from '#shared/schemas/round';
import { getRound, type StoredRound } from './rounds-repository';
import { BadRequestError, ConflictError } from '../lib/errors';
import { describeValidationError } from '#shared/schemas/api-error';
import { readHeader } from '../lib/http/headers';
import { json, type HttpResult } from '../lib/http/responses';
import { derivedRoundId } from './derived-round-id';
import { withCourses } from './round-views';

/** The `Idempotency-Key` header through its shared schema: absent is undefined, malformed is a 400. */
export function readIdempotencyKey(event: APIGatewayProxyEventV2): string | undefined {
  const result = idempotencyHeaderSchema.safeParse({ key: readHeader(event, IDEMPOTENCY_KEY_HEADER) });
  if (!result.success) {
    const { message } = describeValidationError(result.error);
    throw new BadRequestError(message, { [IDEMPOTENCY_KEY_HEADER]: message });
  }
  return result.data.key;
}

/**
 * The id of the round a golfer's `Idempotency-Key` creates: derived from the golfer and the key, never the
 * key itself. The key comes from the client, and a round's id is also its community story's key
 * (`STORY#<round id>`, global): were the key the id, a golfer could send another golfer's story id as their
 * key and write their own score under that story. The same golfer and key always give the same id, so a
 * retry finds the round it created; the time part is the key's own (when the device saved the round).
 */
export function roundIdForKey(userId: string, key: string): string {
  return derivedRoundId(userId, `idempotency-key:${key}`, key.slice(0, 10));
}

/**
 * The answer to a key already used by this golfer: the round it created, as the first answer gave it (201).
 * A round not edited since must be the same round (course, score, holes, date), or the key was reused for
 * another round: a 409 that writes nothing. One edited since (on another device) is answered as it is now.
 * No round under the key: undefined, and the caller creates it.
 */
export async function replayCreatedRound(
  userId: string,
  key: string,
  input: CreateRound,
): Promise<HttpResult | undefined> {
  const existing = await getRound(userId, roundIdForKey(userId, key));
  if (!existing) return undefined;
  if (existing.createdAt === existing.updatedAt && !sameRoundFacts(existing, input)) {
    throw new ConflictError(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  const [round] = await withCourses([existing]);
  const result = json(201, round);
  return { ...result, headers: { ...result.headers, 'idempotent-replayed': 'true' } };
}

function sameRoundFacts(round: StoredRound, input: CreateRound): boolean {
  return (
    round.courseId === input.courseId &&
    round.score === input.score &&
    round.holes === input.holes &&
    (input.playedAt === undefined || round.playedAt === input.playedAt)
  );
}
