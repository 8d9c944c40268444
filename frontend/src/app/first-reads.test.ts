import { describe, expect, it } from 'vitest';
import { BUCKET_SIDEBAR_ENTRIES } from '../../../shared/schemas/bucket-list';
import { cacheKeys } from '../shared/api/cache-keys';
import { bucketListKey } from '../shared/bucket-list/api/list-bucket-list';
import { DASHBOARD_BUCKET_PAGE, firstReadsByScreen } from './first-reads';

describe('first reads fetched ahead', () => {
  it('names the bucket-list page the dashboard card reads (written out to keep zod out of the entry)', () => {
    expect(DASHBOARD_BUCKET_PAGE).toBe(bucketListKey(BUCKET_SIDEBAR_ENTRIES));
  });

  it('names Passport by the key its hook reads, the golfer’s own day', () => {
    expect(firstReadsByScreen['my-courses']?.()).toContain(cacheKeys.passportOfToday());
    expect(cacheKeys.passportOfToday()).toMatch(/^\/api\/user\/passport\?today=\d{4}-\d{2}-\d{2}$/);
  });
});
