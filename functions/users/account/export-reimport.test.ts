import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_FORMAT } from '#shared/schemas/account';
import { parseFescueExport } from '#shared/imports/parsers/fescue-json';
import { COURSE_LINK_ENTITY, courseKeys } from '../../data/keys/course-keys';
import { ROUND_ENTITY, roundKeys } from '../../data/keys/round-keys';
import { BUCKET_ENTRY_ENTITY, bucketListKeys } from '../../data/keys/bucket-list-keys';
import { passportCourseAttributes, passportRoundName } from '../../passport/passport-totals';
import { readableRecord } from './readable-records';

const KEYS = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity'];
const exported = (item: Record<string, unknown>) =>
  readableRecord(item, Object.fromEntries(Object.entries(item).filter(([name]) => !KEYS.includes(name))));

describe('the account export read back by the Fescue import', () => {
  it('finds each round’s course name and place in the course link as the export writes it (passport facts as JSON text)', () => {
    const round = {
      ...roundKeys.round('golfer', '01ROUND'),
      entity: ROUND_ENTITY,
      id: '01ROUND',
      userId: 'golfer',
      courseId: 'kestrel-dunes',
      score: 85,
      par: 72,
      holes: 18,
      playedAt: '2025-05-25',
      notes: null,
    };
    const link = {
      ...courseKeys.courseLink('golfer', 'kestrel-dunes'),
      entity: COURSE_LINK_ENTITY,
      courseId: 'kestrel-dunes',
      played: true,
      bucketList: true,
      roundCount: 1,
      [passportRoundName('01ROUND')]: '2025-05-25|85|72|18|Regular|',
      ...passportCourseAttributes({
        name: 'Kestrel Dunes',
        city: 'Bandon',
        state: 'OR',
        country: 'United States',
        latitude: 43.12,
        longitude: -124.41,
      }),
    };
    const entry = {
      ...bucketListKeys.entry('golfer', 'kestrel-dunes'),
      entity: BUCKET_ENTRY_ENTITY,
      courseId: 'kestrel-dunes',
      notes: 'Again, in spring',
      priority: 1,
    };
    const document = {
      format: ACCOUNT_EXPORT_FORMAT,
      exportedAt: '2026-12-06T00:00:00.000Z',
      userId: 'golfer',
      items: {
        [ROUND_ENTITY]: [exported(round)],
        [COURSE_LINK_ENTITY]: [exported(link)],
        [BUCKET_ENTRY_ENTITY]: [exported(entry)],
      },
      stories: [],
      photos: [],
    };
    const result = parseFescueExport(JSON.stringify(document));
    if (!result.ok) throw new Error(result.message);
    const kestrel = {
      name: 'Kestrel Dunes',
      facility: null,
      city: 'Bandon',
      state: 'OR',
      country: 'United States',
      latitude: 43.12,
      longitude: -124.41,
      sourceCourseId: 'kestrel-dunes',
    };
    expect(result.draft.rounds).toEqual([
      {
        sourceId: '01ROUND',
        playedAt: '2025-05-25',
        course: kestrel,
        score: 85,
        holes: 18,
        par: 72,
        card: null,
        notes: null,
      },
    ]);
    expect(result.draft.bucketList).toEqual([{ course: kestrel, notes: 'Again, in spring' }]);
    expect(result.draft.warnings).toEqual([]);
  });
});
