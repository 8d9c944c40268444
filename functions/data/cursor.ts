import { BadRequestError } from '../lib/errors';

export const INVALID_CURSOR_MESSAGE = 'The page cursor is not valid. Start again from the first page.';

type Key = Record<string, string>;

/** An opaque page cursor: the Query's LastEvaluatedKey (string attributes only), base64url JSON. */
export function encodeCursor(lastEvaluatedKey: Record<string, unknown> | undefined): string | undefined {
  if (!lastEvaluatedKey) return undefined;
  return Buffer.from(JSON.stringify(lastEvaluatedKey), 'utf8').toString('base64url');
}

/**
 * The ExclusiveStartKey back from a cursor. It must have exactly the key attributes of the Query it
 * continues, and the partition values that Query reads (`fixed`), so a crafted cursor can neither start
 * another partition nor make DynamoDB fail: anything else is a 400.
 */
export function decodeCursor(
  cursor: string | undefined,
  shape: { attributes: readonly string[]; fixed: Key },
): Key | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  }
  const entries = Object.entries(parsed);
  const valid =
    entries.length === shape.attributes.length &&
    entries.every(
      ([name, value]) => shape.attributes.includes(name) && typeof value === 'string' && value.length <= 1000,
    ) &&
    Object.entries(shape.fixed).every(([name, value]) => (parsed as Key)[name] === value);
  if (!valid) throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  return parsed as Key;
}
