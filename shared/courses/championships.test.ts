import { describe, expect, it } from 'vitest';
import { championshipStanding, playedEditions } from './championships';

describe('playedEditions', () => {
  it('counts listed years played so far, not awarded ones', () => {
    expect(playedEditions({ event: 'us-open', years: [2010, 2019, 2027] }, 2026)).toBe(2);
  });
  it('counts each year of a run, ongoing or closed', () => {
    expect(playedEditions({ event: 'masters', since: 2020 }, 2026)).toBe(7);
    expect(playedEditions({ event: 'pga-tour', name: 'Classic', since: 1990, until: 1999 }, 2026)).toBe(10);
  });
  it('counts nothing for a run that starts later', () => {
    expect(playedEditions({ event: 'pga-tour', name: 'New Event', since: 2030 }, 2026)).toBe(0);
  });
});

describe('championshipStanding', () => {
  it('separates the majors and the Ryder Cup from everything hosted', () => {
    expect(
      championshipStanding(
        [
          { event: 'us-open', years: [2000, 2010] },
          { event: 'ryder-cup', years: [2016] },
          { event: 'pga-tour', name: 'Pro-Am', since: 2020 },
        ],
        2026,
      ),
    ).toEqual({ majors: 3, all: 10 });
  });
});
