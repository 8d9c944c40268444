import { describe, expect, it } from 'vitest';
import { buildSearchResult } from '@/testing/build-course';
import { isSameCourse, nameOnlyQuery, sameTown, similarCourses, similarQuery } from './check-similar-courses';

describe('sameTown', () => {
  it('reads the other spelling of a word as search does', () => {
    expect(sameTown('Saint Andrews', 'St Andrews')).toBe(true);
    expect(sameTown('St. Andrews', 'Saint Andrews')).toBe(true);
    expect(sameTown('Mount Juliet', 'Mt Juliet')).toBe(true);
    expect(sameTown('Fort Myers', 'Ft. Myers')).toBe(true);
  });

  it('passes over case, accents and punctuation', () => {
    expect(sameTown('pebble beach', 'Pebble Beach')).toBe(true);
    expect(sameTown('Sotogrande', 'Sotógrande')).toBe(true);
  });

  it('reads the marks inside a word any way, as the duplicate check does', () => {
    expect(sameTown('Coeur d Alene', "Coeur d'Alene")).toBe(true);
    expect(sameTown('Coeur dalene', "Coeur d'Alene")).toBe(true);
  });

  it('holds every word: a longer or another town is not the same', () => {
    expect(sameTown('Andrews', 'St Andrews')).toBe(false);
    expect(sameTown('St Andrews Bay', 'St Andrews')).toBe(false);
    expect(sameTown('Stadium', 'St')).toBe(false);
    expect(sameTown('', '')).toBe(false);
  });
});

describe('similarQuery', () => {
  it('asks for name and town together, and nothing until both are typed', () => {
    expect(similarQuery(' Old Course ', ' Saint Andrews ')).toBe('Old Course Saint Andrews');
    expect(similarQuery('Old Course', '  ')).toBe('');
    expect(similarQuery('', 'St Andrews')).toBe('');
  });

  it('keeps within the 100 characters search takes', () => {
    expect(similarQuery('a'.repeat(120), 'Bandon').length).toBeLessThanOrEqual(100);
  });
});

describe('similarCourses', () => {
  it('keeps courses in the town whose name carries the typed words, three at most', () => {
    const inTown = (id: string, name: string) => buildSearchResult({ id, name, city: 'St Andrews' });
    const results = [
      inTown('old', 'The Old Course'),
      buildSearchResult({ id: 'elsewhere', name: 'Old Course', city: 'Dornoch' }),
      inTown('new', 'The New Course'),
    ];
    expect(similarCourses(results, 'Old Course', 'Saint Andrews').map((course) => course.id)).toEqual([
      'old',
    ]);
    const many = Array.from({ length: 5 }, (_, index) => inTown(`old-${index}`, `Old Course ${index}`));
    expect(similarCourses(many, 'Old', 'St Andrews')).toHaveLength(3);
  });
});

describe('a distinctive name in another town', () => {
  const pebble = buildSearchResult({ id: 'pebble', name: 'Pebble Beach Golf Links', city: 'Pebble Beach' });
  const ids = (found: ReturnType<typeof similarCourses>) => found.map((course) => course.id);

  it('is asked alone, a common name is not', () => {
    expect(nameOnlyQuery(' Pebble Beach Golf Links ')).toBe('Pebble Beach Golf Links');
    expect(nameOnlyQuery('Old Course')).toBe('');
    expect(nameOnlyQuery('The Golf Club')).toBe('');
  });

  it('is offered in the typed country, or while none is picked, after courses in the town', () => {
    const inTown = buildSearchResult({
      id: 'links',
      name: 'Pebble Beach Golf Links Annex',
      city: 'Monterey',
    });
    expect(ids(similarCourses([pebble, inTown], 'Pebble Beach Golf Links', 'Monterey'))).toEqual([
      'links',
      'pebble',
    ]);
    expect(ids(similarCourses([pebble], 'Pebble Beach Links', 'Monterey', 'USA'))).toEqual(['pebble']);
    expect(ids(similarCourses([pebble], 'Pebble Beach Golf Links', 'Monterey', 'Scotland'))).toEqual([]);
  });

  it('must have the same words, fillers aside: a longer or shorter name is another course', () => {
    expect(ids(similarCourses([pebble], 'Pebble Beach Dunes', 'Monterey'))).toEqual([]);
    expect(ids(similarCourses([pebble], 'Pebble', 'Monterey'))).toEqual([]);
  });

  it('counts a course found by both questions once', () => {
    expect(ids(similarCourses([pebble, { ...pebble }], 'Pebble Beach Golf Links', 'Monterey'))).toEqual([
      'pebble',
    ]);
  });
});

describe('isSameCourse', () => {
  it('is the very course the server would refuse, however the name and town are written', () => {
    const resort = buildSearchResult({ name: "The Coeur d'Alene Resort Golf Course", city: "Coeur d'Alene" });
    expect(isSameCourse("The Coeur d'Alene Resort Golf Course", 'Coeur d Alene', resort)).toBe(true);
    const old = buildSearchResult({ name: 'St Andrews Links (Old Course)', city: 'St Andrews' });
    expect(isSameCourse('Saint Andrews Links Old Course', 'Saint Andrews', old)).toBe(true);
    expect(isSameCourse('Old Course', 'St Andrews', old)).toBe(false);
  });

  it('puts the very course first among the similar ones', () => {
    const inTown = (id: string, name: string) => buildSearchResult({ id, name, city: 'St Andrews' });
    const results = [1, 2, 3].map((n) => inTown(`old-${n}`, `Old Course ${n}`));
    results.push(inTown('old', 'Old Course'));
    expect(similarCourses(results, 'Old Course', 'Saint Andrews')[0]?.id).toBe('old');
  });
});
