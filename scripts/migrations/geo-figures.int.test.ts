import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { RATING_AGGREGATE_ENTITY, ratingKeys } from '../../functions/data/keys/rating-keys';
import { courseKeys } from '../../functions/data/keys/course-keys';
import { createTestCourse } from '../../functions/lib/testing/rating-builders';
import { freshEmail } from '../../functions/lib/testing/stack-helpers';
import { useStackTable } from '../../functions/lib/testing/stack-table';
import { getItem, signIn } from '../local/testing';
import { copyAllFiguresToGeoEntries } from './geo-figures';

useStackTable();

describe('the geo-entry-figures migration', () => {
  it('gives a course rated before the copies existed its figures on its geo entry, and never an older copy', async () => {
    const { cookie } = await signIn(freshEmail('geo-figures-migration'));
    const courseId = await createTestCourse(cookie, 'Migrated');
    const course = await getItem(courseKeys.course(courseId));
    const geoSk = (course?.searchKeys as string[]).find((sk) => sk.startsWith('GEO#'))!;
    const geoKey = courseKeys.searchEntryFromSortKey(geoSk);
    // An aggregate stored before the geo entries carried figures: three raters, a mean of 8.0.
    const aggregate = (revision: number, raters: number) =>
      documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...ratingKeys.aggregate(courseId),
            entity: RATING_AGGREGATE_ENTITY,
            courseId,
            raters,
            scoreTenths: raters * 80,
            revision,
          },
        }),
      );
    await aggregate(5, 3);
    expect((await getItem(geoKey))?.reviewCount).toBeUndefined();
    expect(await copyAllFiguresToGeoEntries()).toBeGreaterThanOrEqual(1);
    expect(await getItem(geoKey)).toMatchObject({ userRating: 8, reviewCount: 3, figuresRevision: 5 });
    // A stale aggregate read (an older revision) copied late leaves the newer copy alone.
    await aggregate(4, 1);
    await copyAllFiguresToGeoEntries();
    expect(await getItem(geoKey)).toMatchObject({ userRating: 8, reviewCount: 3, figuresRevision: 5 });
  });
});
