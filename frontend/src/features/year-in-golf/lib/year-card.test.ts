import { describe, expect, it } from 'vitest';
import type { YearInGolf } from '#shared/year-in-golf/year-in-golf-schema';
import { yearCard, yearCardFileName } from './year-card';

const course = (id: string, latitude: number | null, isNew: boolean) => ({
  id,
  name: id,
  city: '',
  state: null,
  country: 'Scotland',
  latitude,
  longitude: latitude,
  rounds: 1,
  isNew,
});

const answer: YearInGolf = {
  year: 2025,
  years: [{ year: 2025, rounds: 3 }],
  collections: [],
  figures: {
    rounds: 3,
    holes: 45,
    courses: [course('a', 56, true), course('b', null, true), course('c', 40, false)],
    newCourseIds: ['a', 'b'],
    countries: [{ country: 'Scotland', courseIds: ['a', 'b', 'c'], isNew: true }],
    newCountries: ['Scotland'],
    miles: {
      miles: 12_234,
      kilometres: 19_688,
      home: { source: 'default', label: 'Philadelphia' },
      coursesWithoutPosition: 1,
    },
    bestRound: null,
    mostPlayed: null,
  },
};

describe("the year's share card", () => {
  it("puts the year's own figures on the Passport's card, and only the courses with a position on its map", () => {
    const card = yearCard(answer, 'Alex Morgan');
    expect(card.title).toBe('FESCUE · MY 2025 IN GOLF');
    expect(card.stats).toEqual([
      ['Rounds', 3],
      ['New courses', 2],
      ['Country', 1],
      ['Miles traveled', 12_234],
    ]);
    expect(card.points).toEqual([
      { latitude: 56, longitude: 56 },
      { latitude: 40, longitude: 40 },
    ]);
    expect(yearCardFileName(2025)).toBe('fescue-2025-in-golf.png');
  });
});
