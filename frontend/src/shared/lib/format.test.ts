import { describe, expect, it } from 'vitest';
import { formatHandicap, fullName, initialsOf, joinLocation } from './format';

describe('initialsOf', () => {
  it('takes the first letter of first and last name, upper-cased', () => {
    expect(initialsOf('bobby', 'jones')).toBe('BJ');
  });
  it('uses what is there when one name is missing', () => {
    expect(initialsOf('Ada', null)).toBe('A');
    expect(initialsOf(undefined, 'Lovelace')).toBe('L');
  });
  it('falls back to U', () => {
    expect(initialsOf(null, null)).toBe('U');
    expect(initialsOf(' ', '')).toBe('U');
  });
});

describe('formatHandicap', () => {
  it('shows one decimal', () => {
    expect(formatHandicap(12)).toBe('12.0');
    expect(formatHandicap(7.3)).toBe('7.3');
  });
  it('shows a plus handicap with a plus sign', () => {
    expect(formatHandicap(-2.4)).toBe('+2.4');
  });
  it('gives null for a missing value', () => {
    expect(formatHandicap(null)).toBeNull();
    expect(formatHandicap(undefined)).toBeNull();
  });
});

describe('joinLocation and fullName', () => {
  it('joins the parts that are set', () => {
    expect(joinLocation('Atlanta', 'GA', 'USA')).toBe('Atlanta, GA, USA');
    expect(joinLocation(null, '', 'Scotland')).toBe('Scotland');
    expect(joinLocation(null, null, null)).toBe('');
    expect(fullName('Bobby', ' Jones ')).toBe('Bobby Jones');
  });
});
