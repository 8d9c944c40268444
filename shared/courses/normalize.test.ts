import { describe, expect, it } from 'vitest';
import {
  courseCityKey,
  courseIdentityKey,
  normalizeText,
  normalizedForms,
  runTogether,
  searchWords,
  words,
} from './normalize';

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
  it('folds the letters NFD keeps whole to the plain letters golfers type, capitals too', () => {
    expect(normalizeText('Thomas Bjørn')).toBe('thomas bjorn');
    expect(normalizeText('Gimsøysand')).toBe('gimsoysand');
    expect(normalizeText('Hafnarfjörður')).toBe('hafnarfjordur');
    expect(normalizeText('Hannes Þorsteinsson')).toBe('hannes thorsteinsson');
    expect(normalizeText('Ærø Œuvre Großflottbek Łódź Đakovo Sarıyer')).toBe(
      'aero oeuvre grossflottbek lodz dakovo sariyer',
    );
    expect(normalizeText('BJØRN ÆRØ ŒUVRE GROẞ ÐÞ ŁÓDŹ ĐAKOVO İSTANBUL')).toBe(
      'bjorn aero oeuvre gross dth lodz dakovo istanbul',
    );
  });
  it('still reads ä, ö and ü as a, o and u, as golfers type them', () => {
    expect(normalizeText('Zürich Hvaleyrarvöllur Bad Säckingen')).toBe(
      'zurich hvaleyrarvollur bad sackingen',
    );
  });
});

describe('searchWords', () => {
  it('adds the parts and the run-together form of words with an apostrophe, period or hyphen', () => {
    expect(searchWords("Coeur d'Alene")).toEqual(['coeur', 'dalene', 'd', 'alene']);
    expect(searchWords('Coeur d’Alene')).toEqual(['coeur', 'dalene', 'd', 'alene']);
    expect(searchWords('Bel-Air Country Club')).toEqual(['bel', 'air', 'country', 'club', 'belair']);
    expect(searchWords('A.W. Tillinghast')).toEqual(['aw', 'tillinghast', 'a', 'w']);
    expect(searchWords('St. Andrews')).toEqual(['st', 'andrews']);
  });
  it('holds every word of the text as words() reads it', () => {
    for (const text of [
      'Golf de Saint-Nom-la-Bretèche',
      "Ko'olau",
      'Willie Park Jr.',
      'Burnham - on - Sea',
      'Thomas Bjørn',
    ])
      expect(searchWords(text)).toEqual(expect.arrayContaining(words(text)));
    expect(searchWords('')).toEqual([]);
  });
  it('gives one form for a text without inner marks', () => {
    expect(normalizedForms('Pebble Beach Golf Links')).toEqual(['pebble beach golf links']);
    expect(normalizedForms("Coeur d'Alene")).toEqual(['coeur dalene', 'coeur d alene']);
  });
});

describe('runTogether', () => {
  it('runs the words of a text of two or more together, normalised', () => {
    expect(runTogether('Da Nang')).toEqual(['danang']);
    expect(runTogether("Coeur d'Alene")).toEqual(['coeurdalene']);
    expect(runTogether('Hua Hin')).toEqual(['huahin']);
  });
  it('gives nothing for one word or none', () => {
    expect(runTogether('Sotogrande')).toEqual([]);
    expect(runTogether('  ')).toEqual([]);
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
  it('treats a name written with Ø, Ð or Þ and with plain letters as the same', () => {
    expect(courseIdentityKey('Bjørnholt Golf Club', 'Tromsø')).toBe(
      courseIdentityKey('Bjornholt GC', 'Tromso'),
    );
    expect(courseIdentityKey('Keilir', 'Hafnarfjörður')).toBe('keilir|hafnarfjordur');
  });
  it('treats the marks inside a word read any way as the same, as search does', () => {
    const resort = "The Coeur d'Alene Resort Golf Course";
    expect(courseIdentityKey(resort, 'Coeur d Alene')).toBe(courseIdentityKey(resort, "Coeur d'Alene"));
    expect(courseIdentityKey(resort, 'Coeur dalene')).toBe(courseIdentityKey(resort, "Coeur d'Alene"));
    expect(courseIdentityKey('The Coeur d Alene Resort Golf Course', 'Coeur d Alene')).toBe(
      courseIdentityKey(resort, "Coeur d'Alene"),
    );
    expect(courseIdentityKey('Belair Country Club', 'Los Angeles')).toBe(
      courseIdentityKey('Bel-Air CC', 'Los Angeles'),
    );
  });
  it('treats Saint and St, Mount and Mt, Fort and Ft as the same', () => {
    expect(courseIdentityKey('St Andrews Links (Old Course)', 'Saint Andrews')).toBe(
      courseIdentityKey('St Andrews Links (Old Course)', 'St Andrews'),
    );
    expect(courseIdentityKey('Saint Andrews Links', 'St. Andrews')).toBe(
      courseIdentityKey('St Andrews Links', 'St Andrews'),
    );
    expect(courseCityKey('Mount Juliet')).toBe(courseCityKey('Mt. Juliet'));
    expect(courseCityKey('Fort Myers')).toBe(courseCityKey('Ft Myers'));
    expect(courseCityKey('Stadium')).not.toBe(courseCityKey('St'));
  });
  it('keeps courses of the same name in different cities apart', () => {
    expect(courseIdentityKey('Country Club', 'Brookline')).not.toBe(
      courseIdentityKey('Country Club', 'Cleveland'),
    );
  });
});
