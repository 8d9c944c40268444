import { describe, expect, it } from 'vitest';
import { numberFromText, parseDecimalText } from './number-text';

describe('numbers written as text (forms and CSV cells)', () => {
  it.each([
    ['80', 80],
    [' 80 ', 80],
    ['-1.2', -1.2],
    ['72.4', 72.4],
    ['72.', 72],
    ['.5', 0.5],
    ['007', 7],
  ])('reads plain decimal %j as %d', (text, number) => {
    expect(parseDecimalText(text)).toBe(number);
  });

  // Number() reads every one of these as a number: "0x50" is 80, "1e2" 100, "" and " " are 0.
  it.each(['0x50', '0b101', '0o17', '1e2', '', ' ', 'Infinity', 'NaN', '+5', '8 0', '80abc', '1,000', '--1'])(
    'reads %j as no number',
    (text) => {
      expect(parseDecimalText(text)).toBeUndefined();
    },
  );

  it('hands anything that is not decimal text on unchanged, for the schema to refuse in its own words', () => {
    expect(numberFromText('84')).toBe(84);
    expect(numberFromText('0x50')).toBe('0x50');
    expect(numberFromText('')).toBe('');
    expect(numberFromText(84)).toBe(84);
    expect(numberFromText(null)).toBeNull();
    expect(numberFromText([80])).toEqual([80]);
  });
});
