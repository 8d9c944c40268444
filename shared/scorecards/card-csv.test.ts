import { describe, expect, it } from 'vitest';
import { csvRecordToImportInput } from '../rounds/csv-import';
import { CARD_CSV_HEADERS, cardColumnOf, cardCsvCells } from './card-csv';
import { scorecardInputSchema } from './card-rules';

const card = scorecardInputSchema.parse({
  teeSetId: null,
  holes: Array.from({ length: 9 }, (_, index) => ({
    hole: index + 10,
    par: index === 2 ? 3 : 4,
    strokeIndex: index + 1,
    strokes: 5,
    putts: 2,
    fairway: index === 2 ? null : 'left',
    penalties: index === 0 ? 1 : null,
  })),
});

describe('a card in the rounds CSV', () => {
  it('names its columns H1-H18 then each figure by hole, and reads headers loosely', () => {
    expect(CARD_CSV_HEADERS.slice(0, 2)).toEqual(['H1', 'H2']);
    expect(CARD_CSV_HEADERS).toHaveLength(8 * 18);
    expect(cardColumnOf('p 7')).toEqual({ hole: 7, field: 'putts' });
    expect(cardColumnOf('Par18')).toEqual({ hole: 18, field: 'par' });
    expect(cardColumnOf('GIR3')).toEqual({ hole: 3, field: 'gir' });
    expect(cardColumnOf('H19')).toBeUndefined();
    expect(cardColumnOf('Holes')).toBeUndefined();
  });

  it('writes a back nine in its own holes columns and reads it back as the same card', () => {
    const cells = cardCsvCells(card);
    const record = Object.fromEntries(
      CARD_CSV_HEADERS.map((header, index) => [header, String(cells[index])]),
    );
    expect(record.H1).toBe('');
    expect(record.H10).toBe('5');
    expect(record.GIR10).toBe('N');
    const input = csvRecordToImportInput({ ...record, 'Course Name': 'Somewhere' });
    expect(input.score).toBe(45);
    expect(input.holes).toBe(9);
    expect(scorecardInputSchema.parse(input.scorecard)).toEqual(card);
  });

  it('gives a hole without a par column par 4, and passes a fairway that does not read on for the schema to name', () => {
    const input = csvRecordToImportInput({ H1: '4', F1: 'wide' });
    expect(input.scorecard).toEqual({ holes: [{ hole: 1, par: 4, strokes: 4, fairway: 'wide' }] });
  });
});
