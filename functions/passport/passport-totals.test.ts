import { describe, expect, it } from 'vitest';
import {
  passportCourseAttributes,
  passportCourseOf,
  passportCountryOf,
  passportRoundName,
  passportRoundValue,
  passportRoundsOf,
  passportRoundsRebuild,
} from './passport-totals';

const round = {
  id: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  score: 84,
  par: 72,
  holes: 18,
  playedAt: '2025-01-01',
  roundType: 'Regular',
  roundCourseType: null,
};

describe('passport round digests', () => {
  it('read back every fact the passport takes from a round, the usual type included', () => {
    const tournament = {
      ...round,
      id: '01JABCDEFGHJKMNPQRSTVWXYZ1',
      roundType: 'Tournament',
      roundCourseType: 'resort',
      courseRating: 71.3,
      slopeRating: 127,
    };
    const link = {
      courseId: 'old-course-st-andrews',
      roundCount: 2,
      [passportRoundName(round.id)]: passportRoundValue(round),
      [passportRoundName(tournament.id)]: passportRoundValue(tournament),
      architectNote: 'not a digest',
    };
    expect(passportRoundsOf(link).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { ...round, courseId: 'old-course-st-andrews' },
      { ...tournament, courseId: 'old-course-st-andrews' },
    ]);
    expect(passportRoundValue(round)).toBe('2025-01-01|84|72|18||');
    expect(passportRoundValue(tournament)).toBe('2025-01-01|84|72|18|Tournament|resort|71.3|127');
  });

  it('rebuild sets the rounds given and removes the digests of rounds no longer there', () => {
    const gone = passportRoundName('01JABCDEFGHJKMNPQRSTVWXYZ9');
    const { set, remove } = passportRoundsRebuild({ [gone]: 'x', roundCount: 1 }, [round]);
    expect([...set]).toEqual([[passportRoundName(round.id), passportRoundValue(round)]]);
    expect(remove).toEqual([gone]);
  });
});

describe('passport course facts on a link', () => {
  it('keep the facts as text without null fields (but a null time zone), and the country alone', () => {
    const attributes = passportCourseAttributes({
      name: 'Falsterbo',
      country: 'Sweden',
      imageUrl: null,
      timeZone: null,
      defaultedFigures: [],
      architects: ['Gunnar Bauer'],
    });
    expect(passportCountryOf(attributes)).toBe('Sweden');
    expect(passportCourseOf(attributes)).toEqual({
      name: 'Falsterbo',
      country: 'Sweden',
      timeZone: null,
      defaultedFigures: [],
      architects: ['Gunnar Bauer'],
    });
    expect(passportCourseOf({ courseId: 'x' })).toBeUndefined();
  });
});
