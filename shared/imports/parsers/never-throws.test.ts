import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importDraftSchema } from '../import-draft';
import { detectImportFormat } from './detect-format';
import { parseEighteenBirdies } from './eighteen-birdies';
import { parseFescueExport } from './fescue-json';
import { guessColumnMapping, parseSpreadsheet } from './spreadsheet';
import { readCsvRows } from './spreadsheet-files';
import { detectDateOrder } from './spreadsheet-dates';
import { parseTheGrintRanking } from './thegrint';
import type { ImportParseResult } from './parse-result';

/** A result is a failure with a message, or a draft the contract accepts: never an exception. */
function expectAnswer(result: ImportParseResult) {
  if (result.ok) expect(importDraftSchema.safeParse(result.draft).success).toBe(true);
  else expect(result.message.length).toBeGreaterThan(0);
}

const runs = { numRuns: 300 };

describe('every parser answers any input without throwing', () => {
  it('takes arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 400 }), (text) => {
        expectAnswer(parseEighteenBirdies(text));
        expectAnswer(parseTheGrintRanking(text));
        expectAnswer(parseFescueExport(text));
        expect(detectImportFormat('file', text).format).toBeTypeOf('string');
        const read = readCsvRows(text);
        if (read.ok)
          parseSpreadsheet(read.rows, guessColumnMapping(read.rows[0]!.map(String)), {
            dateOrder: 'iso',
            holesConfirmed: true,
          });
      }),
      runs,
    );
  });

  it('takes archives and exports of the right shape with any values inside', () => {
    const anyRound = fc.dictionary(
      fc.constantFrom(
        'id',
        'timestamp',
        'clubId',
        'score',
        'strokes',
        'holeStrokes',
        'stats',
        'courseId',
        'playedAt',
        'holes',
        'par',
        'scorecard',
        'notes',
      ),
      fc.oneof(fc.anything(), fc.array(fc.integer({ min: -5, max: 30 }), { maxLength: 20 }), fc.integer()),
    );
    fc.assert(
      fc.property(
        fc.array(anyRound, { maxLength: 5 }),
        fc.array(fc.anything(), { maxLength: 3 }),
        (rounds, clubs) => {
          expectAnswer(
            parseEighteenBirdies(
              JSON.stringify({ myData: { activityData: { rounds }, clubData: { playedClubs: clubs } } }),
            ),
          );
          expectAnswer(
            parseFescueExport(
              JSON.stringify({
                format: 'fescue-account-export/1',
                items: { ROUND: rounds, COURSE_LINK: clubs, PLAYED_MARK: clubs, BUCKET_LIST_ENTRY: clubs },
              }),
            ),
          );
        },
      ),
      runs,
    );
  });

  it('takes any spreadsheet cells and mapping', () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.date(),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 8 }),
        fc.constantFrom('iso', 'day-first', 'month-first') as fc.Arbitrary<
          'iso' | 'day-first' | 'month-first'
        >,
        fc.boolean(),
        (rows, dateOrder, holesConfirmed) => {
          const headers = (rows[0] ?? []).map((value) => String(value));
          const result = parseSpreadsheet(
            rows,
            { ...guessColumnMapping(headers), date: headers[0], course: headers[1], score: headers[2] },
            { dateOrder, holesConfirmed },
          );
          expectAnswer(result);
          detectDateOrder(rows.map((row) => row[0]));
        },
      ),
      runs,
    );
  });
});
