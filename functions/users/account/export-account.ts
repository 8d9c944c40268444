import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '#shared/schemas/account';
import { listGolferItems, listGolferStories } from '../account-repository';
import { GHIN_SESSION_ENTITY } from '../../data/keys/ghin-keys';
import { listGolferPhotoKeys } from '../../rounds/photos';
import { readableRecord } from './readable-records';

/** Table keys and index keys: how Fescue finds a record, not what it holds. */
const KEY_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity']);
/** GHIN's live sign-in token is a credential: the file says it is there, not what it is. */
const WITHHELD = '(withheld: a live GHIN sign-in token)';

/** A stored value as JSON can hold it: string sets (DynamoDB's SS) become sorted arrays. */
function toJsonValue(value: unknown): unknown {
  if (value instanceof Set) return [...(value as Set<unknown>)].map(String).sort();
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, toJsonValue(inner)]));
  }
  return value;
}

function record(item: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.has(name));
  const out = Object.fromEntries(fields.map(([name, value]) => [name, toJsonValue(value)]));
  if (item.entity === GHIN_SESSION_ENTITY && 'token' in out) out.token = WITHHELD;
  return readableRecord(item, out);
}

/**
 * Everything Fescue holds on the golfer, as one document: every item of their partition grouped by kind
 * (the `entity` each item carries, so a kind added later is exported without a change here; kinds stored in
 * a shape only Fescue reads are written readably, ./readable-records.ts), the stories
 * they shared, and a link to the public photo of each of their rounds. The same reads the deletion makes
 * (patterns A1, A2 and the rounds' photos), so what is downloaded is what Delete my account removes (which
 * also drops uploads no round took: private, and gone within a day or two anyway).
 */
export async function exportAccount(
  userId: string,
  appOrigin: string,
  now = new Date(),
): Promise<AccountExport> {
  const [items, stories, photoKeys] = await Promise.all([
    listGolferItems(userId),
    listGolferStories(userId),
    listGolferPhotoKeys(userId),
  ]);
  const grouped: Record<string, Record<string, unknown>[]> = {};
  for (const item of items) {
    const kind = typeof item.entity === 'string' ? item.entity : 'OTHER';
    (grouped[kind] ??= []).push(record(item));
  }
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    userId,
    items: grouped,
    stories: stories.map((story) => {
      const { userId: _owner, ...rest } = record(story);
      return rest;
    }),
    photos: photoKeys.map((key) => ({ key, url: `${appOrigin}/${key}` })),
  };
}
