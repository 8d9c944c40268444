import { describe, expect, it } from 'vitest';
import { formatHandicapIndex, parseHandicapText } from './handicap-text';

describe('parseHandicapText', () => {
  it('reads a plus handicap as the negative figure WHS stores', () => {
    expect(parseHandicapText('+2.3')).toBe(-2.3);
    expect(parseHandicapText(' + 0.4 ')).toBe(-0.4);
  });

  it('reads an ordinary handicap as itself', () => {
    expect(parseHandicapText('12.4')).toBe(12.4);
    expect(parseHandicapText('0')).toBe(0);
    expect(parseHandicapText('.5')).toBe(0.5);
  });

  it('refuses a minus sign and anything that is not a plain decimal', () => {
    for (const text of ['-2.3', '', '1e1', '0x10', 'NH', '++2', '12,4']) {
      expect(parseHandicapText(text)).toBeUndefined();
    }
  });
});

describe('formatHandicapIndex', () => {
  it('shows a stored plus handicap with its plus sign, as typed', () => {
    expect(formatHandicapIndex(-2.3)).toBe('+2.3');
    expect(formatHandicapIndex(parseHandicapText('+2.3'))).toBe('+2.3');
  });

  it('shows one decimal, scratch without a sign, and null for none', () => {
    expect(formatHandicapIndex(12)).toBe('12.0');
    expect(formatHandicapIndex(-0)).toBe('0.0');
    expect(formatHandicapIndex(null)).toBeNull();
    expect(formatHandicapIndex(undefined)).toBeNull();
  });
});
