import { describe, expect, it } from 'vitest';
import { computePassport } from '#shared/passport/compute-passport';
import { chooseHome } from '#shared/passport/distance';
import { passportSchema } from '#shared/schemas/passport';
import type { SharedPage } from '#shared/sharing/share-link';
import { genericShareCard, shareLinkCard } from './share-link-card';

const passport = passportSchema.parse(
  computePassport({
    rounds: [
      {
        id: 'r1',
        courseId: 'old-course',
        score: 80,
        par: 72,
        holes: 18,
        playedAt: '2025-01-01',
        roundType: 'Regular',
        roundCourseType: null,
      },
    ],
    courses: new Map(),
    architectNotes: new Map(),
    bucketListIds: [],
    rankedCourseIds: null,
    home: chooseHome(null, null),
    today: '2025-01-03',
  }),
);

const page = (kind: SharedPage['kind'], view: unknown, title = 'My golf'): SharedPage => ({
  kind,
  title,
  description: 'One line for previews',
  showPhotos: false,
  view,
});

describe('a share link’s card', () => {
  it('shows a profile’s headline figures under the link’s title, never a name the page does not show', () => {
    const card = shareLinkCard(page('profile', { passport, photos: [] }, 'Summer of golf'));
    expect(card.name).toBe('Summer of golf');
    expect(card.stats.map(([label]) => label)).toEqual([
      'Countries',
      'Courses',
      'Miles traveled',
      'Championship venues',
    ]);
    expect(card.stats[1]?.[1]).toBe(passport.coursesPlayed.length);
    expect(card.stats[2]?.[1]).toBe(passport.miles.miles);
  });

  it('shows a list’s name and progress, with the played courses on its map', () => {
    const card = shareLinkCard(
      page('list', {
        name: 'Scottish links',
        description: '',
        courses: [
          { id: 'a', name: 'A', place: 'X', latitude: 56, longitude: -2.8, played: true },
          { id: 'b', name: 'B', place: 'Y', latitude: 55, longitude: -4, played: false },
          { id: 'c', name: 'C', place: 'Z', latitude: null, longitude: null, played: true },
        ],
      }),
    );
    expect(card.name).toBe('Scottish links');
    expect(card.stats).toEqual([
      ['Played', '2 of 3'],
      ['Complete', '67%'],
    ]);
    expect(card.points).toEqual([{ latitude: 56, longitude: -2.8 }]);
  });

  it('gives a kind with no lines of its own (a trip, for now) the generic card: its title and description', () => {
    const trip = page('trip', { anything: true }, 'Scotland 2026');
    expect(shareLinkCard(trip)).toEqual(genericShareCard(trip));
    expect(shareLinkCard(trip)).toMatchObject({ name: 'Scotland 2026', footer: 'One line for previews' });
  });

  it('refuses to draw a view that is not its kind’s (a page answer changed shape) rather than draw nonsense', () => {
    expect(() => shareLinkCard(page('list', { passport, photos: [] }))).toThrow();
  });
});
