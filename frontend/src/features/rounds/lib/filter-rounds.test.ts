import { describe, expect, it } from 'vitest';
import { buildRound } from '@/testing/build-round';
import { filterRounds, hasFilters, NO_FILTERS, UNKNOWN_YEAR, yearsOf } from './filter-rounds';

const pebble = buildRound({ id: 'a', score: 85, par: 72, playedAt: '2024-06-15', notes: 'Windy on 18' });
const shinnecock = buildRound({
  id: 'b',
  score: 70,
  par: 70,
  playedAt: '2022-03-01',
  course: { ...pebble.course!, name: 'Shinnecock Hills', location: 'Southampton, NY, USA' },
});
const augusta = buildRound({
  id: 'c',
  score: 68,
  par: 72,
  playedAt: '2023-04-10',
  course: { ...pebble.course!, name: 'augusta National', location: 'Augusta, GA, USA' },
});
const nineHoles = buildRound({ id: 'd', score: 40, par: 36, holes: 9, playedAt: 'sometime' });
const all = [pebble, shinnecock, augusta, nineHoles];
const ids = (rounds: { id: string }[]) => rounds.map((round) => round.id);

describe('filterRounds', () => {
  it('searches course name, location and notes, ignoring case', () => {
    expect(ids(filterRounds(all, { ...NO_FILTERS, search: 'SHINNE' }))).toEqual(['b']);
    expect(ids(filterRounds(all, { ...NO_FILTERS, search: 'augusta, ga' }))).toEqual(['c']);
    expect(ids(filterRounds(all, { ...NO_FILTERS, search: 'windy' }))).toEqual(['a']);
  });

  it('sorts by most recent, oldest, lowest score, and course name A-Z', () => {
    expect(ids(filterRounds(all, { ...NO_FILTERS, sort: 'recent' }))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(filterRounds(all, { ...NO_FILTERS, sort: 'oldest' }))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(filterRounds(all, { ...NO_FILTERS, sort: 'best' }))).toEqual(['d', 'c', 'b', 'a']);
    expect(ids(filterRounds([pebble, shinnecock, augusta], { ...NO_FILTERS, sort: 'course' }))).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('filters by year, with undated rounds under unknown', () => {
    expect(yearsOf(all)).toEqual(['2024', '2023', '2022', UNKNOWN_YEAR]);
    expect(ids(filterRounds(all, { ...NO_FILTERS, year: '2023' }))).toEqual(['c']);
    expect(ids(filterRounds(all, { ...NO_FILTERS, year: UNKNOWN_YEAR }))).toEqual(['d']);
  });

  it('filters by score against each round own par: under, even, over, personal best -10..+5', () => {
    expect(ids(filterRounds(all, { ...NO_FILTERS, score: 'under' }))).toEqual(['c']);
    expect(ids(filterRounds(all, { ...NO_FILTERS, score: 'even' }))).toEqual(['b']);
    expect(ids(filterRounds(all, { ...NO_FILTERS, score: 'over' }))).toEqual(['d', 'a']);
    // +13 is outside personal best, +4 on nine holes is inside.
    expect(ids(filterRounds(all, { ...NO_FILTERS, score: 'best' }))).toEqual(['d', 'c', 'b']);
  });

  it('knows when filters are applied (the sort alone is not a filter)', () => {
    expect(hasFilters({ ...NO_FILTERS, sort: 'oldest' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: ' x ' })).toBe(true);
  });
});
