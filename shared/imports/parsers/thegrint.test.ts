import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDraftSchema, type CourseRef } from '../import-draft';
import { parseTheGrintRanking } from './thegrint';

const tabs = readFileSync(new URL('./samples/thegrint-ranking-tabs.txt', import.meta.url), 'utf8');
const spaces = readFileSync(new URL('./samples/thegrint-ranking-spaces.txt', import.meta.url), 'utf8');
const archive = readFileSync(new URL('./samples/18birdies-archive.json', import.meta.url), 'utf8');

const course = (
  name: string,
  facility: string | null,
  city: string | null,
  state: string | null,
  country: string | null,
): CourseRef => ({
  name,
  facility,
  city,
  state,
  country,
  latitude: null,
  longitude: null,
  sourceCourseId: null,
});
const played = (ref: CourseRef, note: string) => ({ course: ref, year: null, before2000: false, note });

function draftOf(text: string) {
  const result = parseTheGrintRanking(text);
  if (!result.ok) throw new Error(`expected a draft, got: ${result.message}`);
  return result.draft;
}

const BETHPAGE = course('Black', 'Bethpage State Park', 'Farmingdale', 'NY', 'United States');
const OLD_COURSE = course('Old Course', 'St Andrews Links', 'St Andrews', null, 'Scotland');
const HARBOUR = course('Harbour Links', null, 'Portsmouth', 'NH', 'United States');
const PINE_HOLLOW = course('Pine Hollow', 'Pine Hollow Golf Club', 'Springfield', 'IL', 'United States');
const CYPRESS = course('Cypress Point Club', null, 'Pebble Beach', 'CA', 'United States');
const DORNOCH = course('Championship', 'Royal Dornoch Golf Club', 'Dornoch', null, 'Scotland');

describe('parseTheGrintRanking', () => {
  it('reads the tab-separated paste (a browser table) into played courses and bucket-list entries', () => {
    const draft = draftOf(tabs);
    expect(draft).toEqual({
      source: 'thegrint',
      rounds: [],
      playedCourses: [
        played(
          BETHPAGE,
          'Played 3 times, average 84.5 (TheGrint). Ranked #1; rating 9.5, fun 9, condition 8.5.',
        ),
        played(OLD_COURSE, 'Played once, average 88 (TheGrint). Ranked #2; rating 9.8, fun 10, condition 9.'),
        played(
          HARBOUR,
          'Played 12 times, average 79.3 (TheGrint). Ranked #3; rating 7.5, fun 8, condition 7.',
        ),
        played(
          course('Championship', 'Royal County Down Golf Club', 'Newcastle', null, 'Northern Ireland'),
          'Played once, average 91 (TheGrint). Ranked #4; rating 9.6, fun 9, condition 9.5.',
        ),
        played(
          PINE_HOLLOW,
          'Played 27 times, average 82.1 (TheGrint). Ranked #5; rating 6.5, fun 7, condition 6.',
        ),
        played(
          course('West', 'Lakeside Country Club', null, null, null),
          'Played 2 times (TheGrint). Ranked #6; rating 7, fun 7.5, condition 8.',
        ),
      ],
      bucketList: [
        { course: CYPRESS, notes: null },
        { course: DORNOCH, notes: null },
        { course: course('Cape Kidnappers', null, "Hawke's Bay", null, 'New Zealand'), notes: null },
      ],
      warnings: [],
    });
    expect(importDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('reads the same table pasted with runs of spaces, a dash for a missing average and the page’s "Load more"', () => {
    expect(draftOf(spaces)).toEqual({
      source: 'thegrint',
      rounds: [],
      playedCourses: [
        played(
          BETHPAGE,
          'Played 3 times, average 84.5 (TheGrint). Ranked #1; rating 9.5, fun 9, condition 8.5.',
        ),
        played(OLD_COURSE, 'Played once, average 88 (TheGrint). Ranked #2; rating 9.8, fun 10, condition 9.'),
        played(
          HARBOUR,
          'Played 12 times, average 79.3 (TheGrint). Ranked #3; rating 7.5, fun 8, condition 7.',
        ),
        played(
          course('South', 'Glenmoor Golf Club', 'Waipu', null, 'New Zealand'),
          'Played 4 times (TheGrint). Ranked #4; rating 8, fun 8.5, condition 7.5.',
        ),
        played(
          PINE_HOLLOW,
          'Played 27 times, average 82.1 (TheGrint). Ranked #5; rating 6.5, fun 7, condition 6.',
        ),
      ],
      bucketList: [
        { course: CYPRESS, notes: null },
        { course: DORNOCH, notes: null },
      ],
      warnings: [],
    });
  });

  it('reads a table copied one cell per line, telling a rank from a times-played figure', () => {
    const pasted = [
      'Personal Ranking',
      'Rank',
      'Course',
      'Location',
      'Times Played',
      'Avg Score',
      'Rating',
      'Fun',
      'Condition',
      '1',
      'Black | Bethpage State Park',
      'Farmingdale,NY',
      '2',
      '84.5',
      '9.5',
      '9',
      '8.5',
      '2',
      'Harbour Links',
      'Portsmouth,NH',
      '12',
      '79.3',
      '7.5',
      '8',
      '7',
      'Bucket List',
      '1',
      'Cypress Point Club',
      'Pebble Beach,CA',
    ].join('\n');
    expect(draftOf(pasted)).toEqual({
      source: 'thegrint',
      rounds: [],
      playedCourses: [
        played(
          BETHPAGE,
          'Played 2 times, average 84.5 (TheGrint). Ranked #1; rating 9.5, fun 9, condition 8.5.',
        ),
        played(
          HARBOUR,
          'Played 12 times, average 79.3 (TheGrint). Ranked #2; rating 7.5, fun 8, condition 7.',
        ),
      ],
      bucketList: [{ course: CYPRESS, notes: null }],
      warnings: [],
    });
  });

  it('reads Windows line endings and a header with the columns in another order', () => {
    const pasted =
      'Rank\tCourse\tLocation\tRating\tTimes Played\r\n1\tHarbour Links\tPortsmouth,NH\t7.5\t12\r\n';
    expect(draftOf(pasted).playedCourses).toEqual([
      played(HARBOUR, 'Played 12 times (TheGrint). Ranked #1; rating 7.5.'),
    ]);
  });

  it('warns about a ranked row without a course name and keeps the rest', () => {
    const pasted = '1\tHarbour Links\tPortsmouth,NH\t12\n2\t\t\t3\n';
    const draft = draftOf(pasted);
    expect(draft.playedCourses.map((entry) => entry.course.name)).toEqual(['Harbour Links']);
    expect(draft.warnings).toEqual([
      'Line 2: no course name could be read after the rank, so the row was left out.',
    ]);
  });

  it('answers an empty paste, an 18Birdies archive, a PNG and unrelated text with what to do', () => {
    const howTo =
      'On TheGrint, open your Personal Ranking, select the whole table from its header row to the last course, copy it, and paste it here (the bucket list too, if you want it).';
    expect(parseTheGrintRanking(' \n\t\n')).toEqual({ ok: false, message: `Nothing was pasted. ${howTo}` });
    expect(parseTheGrintRanking(archive)).toEqual({
      ok: false,
      message:
        'That is an 18Birdies data archive, not TheGrint\'s Personal Ranking pasted as text: choose "18Birdies" to import it.',
    });
    expect(parseTheGrintRanking('\uFFFDPNG\r\n\u001a\n\u0000\u0000')).toEqual({
      ok: false,
      message: `That is a PNG image, not text copied from TheGrint. ${howTo}`,
    });
    expect(parseTheGrintRanking('Dear diary,\nwe played golf today.')).toEqual({
      ok: false,
      message: `Fescue found no courses in that text. ${howTo}`,
    });
    expect(parseTheGrintRanking('Rank\tCourse\tLocation\tTimes Played\n')).toEqual({
      ok: false,
      message: `Fescue found no courses in that text (only the header row). ${howTo}`,
    });
  });
});
