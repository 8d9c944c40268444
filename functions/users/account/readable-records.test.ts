import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENT_UNLOCK_ENTITY,
  ROUND_DAYS_ENTITY,
  achievementKeys,
} from '../../data/keys/achievement-keys';
import { COURSE_LINK_ENTITY, courseKeys } from '../../data/keys/course-keys';
import { ROUND_TOTALS_ENTITY, roundKeys } from '../../data/keys/round-keys';
import { USER_ENTITY, userKeys } from '../../data/keys/user-keys';
import { readableRecord } from './readable-records';

/** The record as the export sees it: the item without its keys and kind. */
const fieldsOf = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).filter(([name]) => !['pk', 'sk', 'entity', 'gsi1pk', 'gsi1sk'].includes(name)),
  );
const readable = (item: Record<string, unknown>) => readableRecord(item, fieldsOf(item));

describe('readableRecord', () => {
  it('names the achievement an unlock is for (its id lives in the key)', () => {
    const item = {
      ...achievementKeys.unlock('golfer', 'first-tee'),
      entity: ACHIEVEMENT_UNLOCK_ENTITY,
      unlockedAt: '2022-08-27',
      roundId: 'r1',
    };
    expect(readable(item)).toEqual({
      achievementId: 'first-tee',
      title: 'First Tee',
      unlockedAt: '2022-08-27',
      roundId: 'r1',
    });
  });

  it('writes round days with their year, and score counters as score lines', () => {
    const days = { ...achievementKeys.roundDays('golfer', '2025'), entity: ROUND_DAYS_ENTITY, 'd10-03': 1 };
    expect(readable(days)).toEqual({ year: '2025', roundsPerDay: { '2025-10-03': 1 } });
    const totals = { ...roundKeys.totals('golfer'), entity: ROUND_TOTALS_ENTITY, score18_92_p72: 2 };
    expect(readable(totals)).toEqual({ roundsByScore: [{ holes: 18, score: 92, par: 72, count: 2 }] });
  });

  it("opens a course link's kept course facts and lists its rounds and architect notes", () => {
    const link = {
      ...courseKeys.courseLink('golfer', 'bandon-dunes'),
      entity: COURSE_LINK_ENTITY,
      courseId: 'bandon-dunes',
      played: true,
      passportCourse: JSON.stringify({ name: 'Bandon Dunes', country: 'United States' }),
      'pr#r1': '2024-07-03|86|72|18||',
      'architectNote#r1': '2024-07-03|David McLay Kidd',
    };
    expect(readable(link)).toEqual({
      courseId: 'bandon-dunes',
      played: true,
      passportCourse: { name: 'Bandon Dunes', country: 'United States' },
      rounds: [
        {
          id: 'r1',
          courseId: 'bandon-dunes',
          score: 86,
          par: 72,
          holes: 18,
          playedAt: '2024-07-03',
          roundType: 'Regular',
          roundCourseType: null,
        },
      ],
      architectNotes: [{ playedAt: '2024-07-03', architect: 'David McLay Kidd' }],
    });
  });

  it('shows a plus handicap as the screens do, beside the stored number', () => {
    const profile = {
      ...userKeys.profile('golfer'),
      entity: USER_ENTITY,
      handicap: -2.3,
      firstName: 'Riley',
    };
    expect(readable(profile)).toEqual({ handicap: -2.3, handicapShownAs: '+2.3', firstName: 'Riley' });
  });

  it('leaves every other kind as stored', () => {
    const item = { pk: 'USER#golfer', sk: 'BUCKET#x', entity: 'BUCKET_LIST_ENTRY', priority: 9 };
    expect(readable(item)).toEqual({ priority: 9 });
  });
});
