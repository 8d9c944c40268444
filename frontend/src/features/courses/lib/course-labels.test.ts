import { describe, expect, it } from 'vitest';
import {
  championshipHighlights,
  exclusivityText,
  championshipName,
  championshipYears,
  isHistoric,
  placeOf,
} from './course-labels';

describe('course labels', () => {
  it('lists hosted years, then the editions awarded for later years', () => {
    expect(championshipYears({ event: 'us-open', years: [2027, 1972, 1982, 2019, 2032] }, 2026).text).toBe(
      '1972, 1982, 2019; 2027, 2032 (awarded)',
    );
  });

  it('describes an annual tour stop by its first year, or its run when it ended', () => {
    expect(championshipYears({ event: 'pga-tour', name: 'Pro-Am', since: 1947 }, 2026).text).toBe(
      'Annually since 1947',
    );
    expect(championshipYears({ event: 'other', name: 'Cup', since: 1985, until: 2000 }, 2026).text).toBe(
      '1985 to 2000',
    );
  });

  it('names events by their display names, and generic codes by the tournament', () => {
    expect(championshipName({ event: 'us-open' })).toBe('U.S. Open');
    expect(championshipName({ event: 'open-championship' })).toBe('The Open Championship');
    expect(championshipName({ event: 'pga-tour', name: 'AT&T Pebble Beach Pro-Am' })).toBe(
      'AT&T Pebble Beach Pro-Am',
    );
  });

  it('highlights the majors first, with their editions played, and an annual run by its first year', () => {
    expect(
      championshipHighlights(
        [
          { event: 'us-amateur', years: [1929, 1947, 1961, 1999, 2018] },
          { event: 'pga-tour', name: 'AT&T Pebble Beach Pro-Am', since: 1947 },
          { event: 'us-open', years: [2010, 2019, 2027] },
        ],
        2026,
      ),
    ).toEqual({ highlights: ['U.S. Open ×2', 'AT&T Pebble Beach Pro-Am since 1947'], more: 1 });
    expect(championshipHighlights([{ event: 'ryder-cup', years: [1929, 2031] }], 2026).highlights).toEqual([
      'Ryder Cup 1929',
    ]);
    expect(championshipHighlights([{ event: 'masters', since: 1934 }], 2026).highlights).toEqual([
      'The Masters since 1934',
    ]);
    expect(championshipHighlights([{ event: 'us-open', years: [2030] }], 2026)).toEqual({
      highlights: [],
      more: 0,
    });
  });

  it('calls a course historic when it opened before 1930', () => {
    expect(isHistoric(1929)).toBe(true);
    expect(isHistoric(1930)).toBe(false);
    expect(isHistoric(null)).toBe(false);
  });

  it('counts a course of unknown year as historic when it hosted a championship before 1930', () => {
    expect(isHistoric(null, [{ event: 'open-championship', years: [1873, 2022] }])).toBe(true);
    expect(isHistoric(null, [{ event: 'other', name: 'Club Championship', since: 1900 }])).toBe(true);
    expect(isHistoric(null, [{ event: 'us-open', years: [1930, 1951] }])).toBe(false);
    // A known opening year decides: a course rebuilt after 1930 on an old championship site is not historic.
    expect(isHistoric(1931, [{ event: 'open-championship', years: [1873] }])).toBe(false);
  });
});

describe("a course's place line", () => {
  it('joins city, state and country, saying a state that is the city again once', () => {
    expect(placeOf({ city: 'Pebble Beach', state: 'CA', country: 'United States' })).toBe(
      'Pebble Beach, CA, United States',
    );
    expect(placeOf({ city: 'Dubai', state: 'dubai', country: 'United Arab Emirates' })).toBe(
      'Dubai, United Arab Emirates',
    );
  });
});

describe('exclusivityText', () => {
  it('writes exclusivity one way: out of 10, a decimal only where there is one, N/A when unknown', () => {
    expect(exclusivityText(8)).toBe('8/10');
    expect(exclusivityText(7.5)).toBe('7.5/10');
    expect(exclusivityText(7.25)).toBe('7.3/10');
    expect(exclusivityText(0)).toBe('N/A');
  });
});
