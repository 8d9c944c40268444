import { describe, expect, it } from 'vitest';
import { courseIdentityKey, normalizeText, words } from './normalize';

describe('normalizeText', () => {
  it('removes accents and case', () => {
    expect(normalizeText('Real Club Valderrama, Sotogrande')).toBe('real club valderrama sotogrande');
    expect(normalizeText('Golf de Saint-Émilion')).toBe('golf de saint emilion');
  });
  it('drops the dot of abbreviations and reads & as and', () => {
    expect(normalizeText('St. Andrews Links & Old Course')).toBe('st andrews links and old course');
  });
  it("drops apostrophes inside words (Royal St George's)", () => {
    expect(words("Royal St George's")).toEqual(['royal', 'st', 'georges']);
  });
});

describe('courseIdentityKey', () => {
  it('treats Golf Club and GC, Country Club and CC, & and and as the same', () => {
    expect(courseIdentityKey('Oakmont Country Club', 'Oakmont')).toBe(
      courseIdentityKey('Oakmont CC', 'oakmont'),
    );
    expect(courseIdentityKey('Pine Valley Golf Club', 'Pine Valley')).toBe(
      courseIdentityKey('Pine Valley GC', 'Pine Valley'),
    );
  });
  it('keeps courses of the same name in different cities apart', () => {
    expect(courseIdentityKey('Country Club', 'Brookline')).not.toBe(
      courseIdentityKey('Country Club', 'Cleveland'),
    );
  });
});
