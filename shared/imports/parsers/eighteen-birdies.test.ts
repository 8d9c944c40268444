import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDraftSchema, type ImportedRound } from '../import-draft';
import { parseEighteenBirdies, UNNAMED_CLUB } from './eighteen-birdies';

const sample = readFileSync(new URL('./samples/18birdies-archive.json', import.meta.url), 'utf8');
const theGrintPaste = readFileSync(new URL('./samples/thegrint-ranking-tabs.txt', import.meta.url), 'utf8');

const club = (name: string, sourceCourseId: string) => ({
  name,
  facility: null,
  city: null,
  state: null,
  country: null,
  latitude: null,
  longitude: null,
  sourceCourseId,
});
const hole = (number: number, strokes: number) => ({
  hole: number,
  strokes,
  putts: null,
  fairway: null,
  gir: null,
  penalties: null,
  sandShots: null,
});
const card = (first: number, strokes: number[]) => strokes.map((count, index) => hole(first + index, count));

function draftOf(text: string, options?: Parameters<typeof parseEighteenBirdies>[1]) {
  const result = parseEighteenBirdies(text, options);
  if (!result.ok) throw new Error(`expected a draft, got: ${result.message}`);
  return result.draft;
}

describe('parseEighteenBirdies', () => {
  it('turns the sample archive into the rounds written out by hand', () => {
    const draft = draftOf(sample);
    const expected: ImportedRound[] = [
      {
        sourceId: 'r-0001',
        playedAt: '2024-05-18',
        course: club('Pine Hollow Golf Club', 'club-101'),
        score: 84,
        holes: 18,
        par: 72,
        card: card(1, [5, 4, 5, 3, 6, 4, 5, 4, 5, 4, 5, 3, 6, 5, 4, 5, 4, 7]),
        notes: '18Birdies stats: 32 putts, 6 of 18 greens in regulation, 7 of 14 fairways hit.',
      },
      {
        sourceId: 'r-0002',
        playedAt: '2024-07-05',
        course: club('Harbour Links', 'club-202'),
        score: 41,
        holes: 9,
        par: 36,
        card: card(1, [5, 4, 4, 6, 3, 5, 4, 5, 5]),
        notes: '18Birdies stats: 15 putts, 3 of 9 greens in regulation, 4 of 7 fairways hit.',
      },
      {
        sourceId: 'r-0003',
        playedAt: '2024-09-01',
        course: club('Pine Hollow Golf Club', 'club-101'),
        score: 44,
        holes: 9,
        par: 36,
        card: card(10, [5, 5, 4, 6, 4, 5, 5, 4, 6]),
        notes: null,
      },
      {
        sourceId: 'r-0004',
        playedAt: '2024-10-12',
        course: club(UNNAMED_CLUB, 'club-999'),
        score: 90,
        holes: 18,
        par: 72,
        card: card(
          1,
          Array.from({ length: 18 }, () => 5),
        ),
        notes: null,
      },
      {
        sourceId: 'r-0006',
        playedAt: '2025-04-20',
        course: club('Stonebridge Golf Resort', 'club-303'),
        score: 79,
        holes: 18,
        par: 72,
        card: card(1, [4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 5]),
        notes: '18Birdies stats: 30 putts, 8 of 18 greens in regulation.',
      },
    ];
    expect(draft).toEqual({
      source: '18birdies',
      rounds: expected,
      playedCourses: [],
      bucketList: [],
      warnings: [
        'The round of 2025-03-02 at Harbour Links has 12 holes scored; Fescue keeps 9- and 18-hole rounds, so it was left out.',
        "The round of 2025-04-20 at Stonebridge Golf Resort: the holes add up to 79, not the 80 18Birdies shows; Fescue keeps 79, the card's total.",
        `1 round names a club the archive does not list; they show as "${UNNAMED_CLUB}": pick the course for each in the preview.`,
      ],
    });
    expect(importDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('never copies the archive’s personal data (account, friends, feed) into the draft', () => {
    const text = JSON.stringify(draftOf(sample));
    for (const personal of [
      'Robin Example',
      'robin.example@example.com',
      '1980-02-29',
      'Casey',
      'Jordan',
      'Great day',
      '12.1',
      '3W',
    ]) {
      expect(text).not.toContain(personal);
    }
  });

  it('reads a date in the golfer’s time zone when given one: an evening round in New York stays on its day', () => {
    const draft = draftOf(sample, { timeZone: 'America/New_York' });
    expect(draft.rounds.find((round) => round.sourceId === 'r-0002')?.playedAt).toBe('2024-07-04');
  });

  it('falls back to UTC, and says so, for a zone that does not exist', () => {
    const draft = draftOf(sample, { timeZone: 'Mars/Olympus_Mons' });
    expect(draft.rounds.find((round) => round.sourceId === 'r-0002')?.playedAt).toBe('2024-07-05');
    expect(draft.warnings[0]).toBe(
      'The time zone "Mars/Olympus_Mons" is not one Fescue knows, so dates are read in UTC.',
    );
  });

  it('tells 9 holes from 18 by the par when a round has no hole strokes, and leaves out one that cannot say', () => {
    const archive = {
      myData: {
        activityData: {
          rounds: [
            { id: 'a', timestamp: 1716042600000, clubId: { id: 'c' }, strokes: 45, score: 9 },
            { id: 'b', timestamp: 1716042600000, clubId: { id: 'c' }, strokes: 88, score: 16 },
            { id: 'c', timestamp: 1716042600000, clubId: { id: 'c' }, strokes: 60 },
          ],
        },
        clubData: { playedClubs: [{ clubId: 'c', name: 'Glen Test' }] },
      },
    };
    const draft = draftOf(JSON.stringify(archive));
    expect(
      draft.rounds.map(({ sourceId, holes, par, score, card }) => ({ sourceId, holes, par, score, card })),
    ).toEqual([
      { sourceId: 'a', holes: 9, par: 36, score: 45, card: null },
      { sourceId: 'b', holes: 18, par: 72, score: 88, card: null },
    ]);
    expect(draft.warnings).toEqual([
      'The round of 2024-05-18 at Glen Test says neither its holes nor its par, so Fescue cannot tell 9 holes from 18: it was left out.',
    ]);
  });

  it('refuses TheGrint’s ranking pasted as text, naming what it is', () => {
    expect(parseEighteenBirdies(theGrintPaste)).toEqual({
      ok: false,
      message:
        'That is TheGrint\'s Personal Ranking pasted as text, not an 18Birdies data archive: choose "TheGrint" to import it.',
    });
  });

  it('refuses a cut-off archive instead of importing half of it', () => {
    const result = parseEighteenBirdies(sample.slice(0, Math.floor(sample.length / 2)));
    expect(result).toEqual({
      ok: false,
      message:
        'That file stops part-way (its JSON is cut off), so nothing in it can be trusted. Download an 18Birdies data archive again and import the whole file.',
    });
  });

  it('refuses a PNG, an empty file, other JSON and an archive without rounds, each with its own message', () => {
    const png = '\uFFFDPNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR';
    expect(parseEighteenBirdies(png)).toEqual({
      ok: false,
      message: 'That file is a PNG image, not an 18Birdies data archive. Choose the .json file.',
    });
    expect(parseEighteenBirdies('  \n')).toEqual({
      ok: false,
      message: 'The file is empty. Choose an 18Birdies data archive (a .json file).',
    });
    expect(parseEighteenBirdies('{"rounds": []}')).toEqual({
      ok: false,
      message:
        'That JSON file is not an 18Birdies data archive: it has no list of rounds (myData.activityData.rounds). Choose the file 18Birdies emailed you, unchanged.',
    });
    expect(parseEighteenBirdies('{"myData": {"activityData": {"rounds": []}}}')).toEqual({
      ok: false,
      message: 'This 18Birdies archive has no rounds in it: there is nothing to import.',
    });
    expect(parseEighteenBirdies('{"format": "fescue-account-export/1", "items": {}}')).toEqual({
      ok: false,
      message:
        'That is Fescue\'s own export (Download my data), not an 18Birdies data archive: choose "Fescue export" to import it.',
    });
  });

  it('leaves out a round whose values the contract refuses, with a warning, and keeps the others', () => {
    const archive = {
      myData: {
        activityData: {
          rounds: [
            { id: 'ok', timestamp: 1716042600000, clubId: { id: 'c' }, strokes: 80, score: 8 },
            { id: 'low', timestamp: 1716042600000, clubId: { id: 'c' }, strokes: 12, score: -60 },
            'not a round',
            { id: 'undated', clubId: { id: 'c' }, strokes: 80, score: 8 },
          ],
        },
        clubData: { playedClubs: [{ clubId: 'c', name: 'Glen Test' }] },
      },
    };
    const draft = draftOf(JSON.stringify(archive));
    expect(draft.rounds.map((round) => round.sourceId)).toEqual(['ok']);
    expect(draft.warnings).toEqual([
      'The round of 2024-05-18 at Glen Test was left out (score: Too small: expected number to be >=18).',
      'Round 3 in the archive could not be read and was left out.',
      'Round 4 in the archive (Glen Test) has no date and was left out.',
    ]);
  });
});
