import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDraftSchema } from '../import-draft';
import { parseFescueExport } from './fescue-json';

const sample = readFileSync(new URL('./samples/fescue-export.json', import.meta.url), 'utf8');
const archive = readFileSync(new URL('./samples/18birdies-archive.json', import.meta.url), 'utf8');

const hole = (
  number: number,
  par: number,
  strokeIndex: number,
  strokes: number,
  putts: number,
  fairway: string | null,
  gir: boolean,
  penalties: number,
  sandShots: number | null,
) => ({ hole: number, par, strokeIndex, strokes, putts, fairway, gir, penalties, sandShots });

describe('parseFescueExport', () => {
  it('reads rounds (with their card), played marks and the bucket list back, each course by its catalog id', () => {
    const result = parseFescueExport(sample);
    expect(result).toEqual({
      ok: true,
      draft: {
        source: 'fescue-json',
        rounds: [
          {
            sourceId: '01JD4Q8Z3V6F7K2M9N0P1R2S3T',
            playedAt: '2025-06-14',
            course: {
              name: 'Pine Hollow Golf Club',
              facility: null,
              city: 'Springfield',
              state: 'IL',
              country: 'United States',
              latitude: 39.78,
              longitude: -89.65,
              sourceCourseId: 'pine-hollow-golf-club-springfield',
            },
            score: 84,
            holes: 18,
            par: 72,
            card: null,
            notes: 'New greens on the back nine',
          },
          {
            sourceId: '01JD4Q8Z3V6F7K2M9N0P1R2S3V',
            playedAt: '2025-08-02',
            course: {
              name: 'Saltmarsh Links',
              facility: null,
              city: 'St Andrews',
              state: null,
              country: 'Scotland',
              latitude: 56.34,
              longitude: -2.8,
              sourceCourseId: 'c-01jd4q8z3v6f7k2m9n0p1r2s3w',
            },
            score: 41,
            holes: 9,
            par: 35,
            card: [
              hole(1, 4, 5, 5, 2, 'hit', false, 0, null),
              hole(2, 3, 9, 3, 2, null, true, 0, null),
              hole(3, 5, 1, 6, 2, 'left', false, 0, null),
              hole(4, 4, 3, 4, 1, 'hit', false, 0, 1),
              hole(5, 4, 7, 5, 2, 'right', false, 1, null),
              hole(6, 3, 8, 3, 2, null, true, 0, null),
              hole(7, 4, 2, 5, 2, 'hit', false, 0, null),
              hole(8, 4, 4, 5, 3, 'hit', true, 0, null),
              hole(9, 4, 6, 5, 2, 'short', false, 0, null),
            ],
            notes: null,
          },
        ],
        playedCourses: [
          {
            course: {
              name: 'Harbour Links',
              facility: null,
              city: 'Portsmouth',
              state: 'NH',
              country: 'United States',
              latitude: null,
              longitude: null,
              sourceCourseId: 'harbour-links-portsmouth',
            },
            year: null,
            before2000: true,
            note: 'Played 3 times, average 84.5 (TheGrint)',
          },
        ],
        bucketList: [
          {
            course: {
              name: 'Kestrel Dunes',
              facility: null,
              city: 'Bandon',
              state: 'OR',
              country: 'United States',
              latitude: 43.12,
              longitude: -124.41,
              sourceCourseId: 'kestrel-dunes-bandon',
            },
            notes: 'Trip with the club, spring',
          },
        ],
        warnings: [],
      },
    });
    if (result.ok) expect(importDraftSchema.safeParse(result.draft).success).toBe(true);
  });

  it('leaves the account behind: profile, partners, ratings, stories and photos are not in the draft', () => {
    const result = parseFescueExport(sample);
    const text = JSON.stringify(result);
    for (const personal of [
      'sam.invented@example.com',
      'Sam Invented',
      'Alex Madeup',
      'Windy afternoon',
      'A story',
      'photos/',
    ]) {
      expect(text).not.toContain(personal);
    }
  });

  it('keeps a round whose course link lost its facts, by its id, and leaves out a round it cannot read', () => {
    const exported = {
      format: 'fescue-account-export/1',
      items: {
        ROUND: [
          { id: 'a', courseId: 'old-course', score: 80, holes: 18, playedAt: '2020-04-01' },
          { id: 'b', courseId: 'old-course', score: 80, holes: 12, playedAt: '2020-04-02' },
          { id: 'c', score: 80, holes: 18, playedAt: '2020-04-03' },
          {
            id: 'd',
            courseId: 'old-course',
            score: 80,
            holes: 18,
            playedAt: '2020-04-04',
            scorecard: { holes: [{ hole: 1 }] },
          },
        ],
      },
    };
    const result = parseFescueExport(JSON.stringify(exported));
    if (!result.ok) throw new Error(result.message);
    expect(
      result.draft.rounds.map((round) => [
        round.sourceId,
        round.course.name,
        round.course.sourceCourseId,
        round.card,
      ]),
    ).toEqual([
      ['a', 'Fescue course old-course', 'old-course', null],
      ['d', 'Fescue course old-course', 'old-course', null],
    ]);
    expect(result.draft.warnings).toEqual([
      'The round of 2020-04-02 at Fescue course old-course was left out (holes: Invalid input).',
      'Round 3 of the export has no course and was left out.',
      'The round of 2020-04-04 at Fescue course old-course: its scorecard could not be read, so only its total is kept.',
    ]);
  });

  it('refuses an 18Birdies archive, another version of the export, an empty export and a cut-off file', () => {
    expect(parseFescueExport(archive)).toEqual({
      ok: false,
      message:
        'That is an 18Birdies data archive, not Fescue\'s own export (Download my data): choose "18Birdies" to import it.',
    });
    expect(parseFescueExport('{"format": "fescue-account-export/9", "items": {}}')).toEqual({
      ok: false,
      message:
        'That export was made by another version of Fescue (format fescue-account-export/9), which this one cannot read. Export your rounds as CSV there and import the CSV here.',
    });
    expect(parseFescueExport('{"format": "fescue-account-export/1", "items": {"USER": [{}]}}')).toEqual({
      ok: false,
      message:
        'This Fescue export has no rounds, played courses or bucket list in it: there is nothing to import.',
    });
    expect(parseFescueExport(sample.slice(0, 900))).toEqual({
      ok: false,
      message:
        "That file stops part-way (its JSON is cut off), so nothing in it can be trusted. Download Fescue's own export (the .json file Download my data saves) again and import the whole file.",
    });
  });
});
