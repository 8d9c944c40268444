import * as z from 'zod';
import { BadRequestError } from '../lib/errors';

export const INVALID_CURSOR_MESSAGE = 'The page cursor is not valid. Start again from the first page.';

/**
 * DynamoDB's limit on a sort key's size, in bytes (a partition key may have 2048): every key value a cursor
 * carries is held to it, so no cursor names a key DynamoDB could not have written.
 */
const KEY_VALUE_MAX_BYTES = 1024;

/**
 * One key attribute of a cursor: a non-empty string (DynamoDB refuses an empty key value with a
 * ValidationException, which was a 500) of a size DynamoDB could have stored.
 */
export const cursorKeyValue = z
  .string()
  .min(1)
  .refine((value) => Buffer.byteLength(value, 'utf8') <= KEY_VALUE_MAX_BYTES);

/** A key attribute that starts with an entity's prefix (the prefix comes from its keys module). */
export const cursorKeyStartingWith = (prefix: string) =>
  cursorKeyValue.refine((value) => value.startsWith(prefix) && value.length > prefix.length);

/** The ExclusiveStartKey of one Query: a strict object of its exact key attributes, string values only. */
export type CursorSchema = z.ZodType<Record<string, string>>;

/** An opaque page cursor: the Query's LastEvaluatedKey (string attributes only), base64url JSON. */
export function encodeCursor(lastEvaluatedKey: Record<string, unknown> | undefined): string | undefined {
  if (!lastEvaluatedKey) return undefined;
  return Buffer.from(JSON.stringify(lastEvaluatedKey), 'utf8').toString('base64url');
}

/**
 * The ExclusiveStartKey back from a cursor, parsed by the schema of the exact key shape of the Query it
 * continues (its partition values fixed as literals, every other attribute a non-empty bounded string,
 * nothing else): a crafted cursor can neither start another partition nor make DynamoDB fail. Anything
 * else is a 400.
 */
export function decodeCursor<S extends CursorSchema>(
  cursor: string | undefined,
  schema: S,
): z.output<S> | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  return result.data;
}
