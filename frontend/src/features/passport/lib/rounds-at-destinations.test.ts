import { describe, expect, it } from 'vitest';
import { buildDestination } from '@/testing/build-destination';
import { buildRound } from '@/testing/build-round';
import { filterDestinations, NO_FILTERS, type DestinationFilters } from './filter-destinations';
import { roundsAtDestinations } from './rounds-at-destinations';

const destinations = [
  buildDestination('old-course', { name: 'Old Course', courseType: 'public', lastPlayedAt: '2025-03-01' }),
  buildDestination('muirfield', { name: 'Muirfield', courseType: 'private', lastPlayedAt: '2024-05-01' }),
  buildDestination('pebble', {
    name: 'Pebble Beach',
    country: 'United States',
    courseType: 'resort',
    lastPlayedAt: '2024-08-01',
  }),
];
const round = (id: string, courseId: string, playedAt: string) => buildRound({ id, courseId, playedAt });
const rounds = [
  round('old-1', 'old-course', '2023-04-01'),
  round('muir-1', 'muirfield', '2024-05-01'),
  round('old-2', 'old-course', '2025-03-01'),
  round('pebble-1', 'pebble', '2024-08-01'),
  // Just added: the passport does not show its course yet.
  round('new-1', 'new-course', '2025-06-01'),
];

/** The tab's rounds under `filters`, as the page gives them: the destinations the same filters keep. */
const tab = (filters: DestinationFilters) =>
  roundsAtDestinations(rounds, filterDestinations(destinations, filters), filters).map((r) => r.id);

describe('roundsAtDestinations', () => {
  it('with no filter lists every round newest first, also one at a course the passport does not show yet', () => {
    expect(tab(NO_FILTERS)).toEqual(['new-1', 'old-2', 'pebble-1', 'muir-1', 'old-1']);
  });

  it('keeps only the rounds at the destinations the search, Type and Country keep', () => {
    expect(tab({ ...NO_FILTERS, search: 'old' })).toEqual(['old-2', 'old-1']);
    expect(tab({ ...NO_FILTERS, type: 'private' })).toEqual(['muir-1']);
    expect(tab({ ...NO_FILTERS, type: 'public' })).toEqual(['old-2', 'pebble-1', 'old-1']);
    expect(tab({ ...NO_FILTERS, country: 'Scotland' })).toEqual(['old-2', 'muir-1', 'old-1']);
  });

  it('lists no round for the Wishlist status (those courses are not played)', () => {
    const wishlist = [buildDestination('augusta', { status: 'wishlist', roundCount: 0, lastPlayedAt: null })];
    const filters = { ...NO_FILTERS, status: 'wishlist' };
    expect(roundsAtDestinations(rounds, filterDestinations(wishlist, filters), filters)).toEqual([]);
  });

  it("under another sort lists the rounds course by course in the courses' order, newest first within one", () => {
    expect(tab({ ...NO_FILTERS, sort: 'name' })).toEqual(['muir-1', 'old-2', 'old-1', 'pebble-1', 'new-1']);
  });
});
