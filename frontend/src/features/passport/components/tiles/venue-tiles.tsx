import type { Passport } from '#shared/schemas/passport';
import { courseTile, voiced, type PassportTile, type TileContext, type TileGroup } from './tile-types';

/** Championship Venues: courses played that hosted each event, from the catalog's championship history. */
export const venueTiles: TileGroup = {
  key: 'venues',
  title: 'Championship Venues',
  placeholders: 6,
  tiles: ({ passport, course, reader }: TileContext) => {
    const say = voiced(reader);
    // `event` with its article: "the US Open", "a PGA Tour event".
    const venue = (key: keyof Passport['venues'], label: string, event: string): PassportTile =>
      courseTile(
        `venue-${key}`,
        label,
        passport.venues[key],
        course,
        `Courses ${say('you have', 'the golfer has')} played that have hosted ${event}, from the catalog's championship history.`,
        `None of ${say('your', 'the golfer’s')} courses has hosted ${event} yet.`,
        'venues',
      );
    return [
      venue(
        'pgaTour',
        'PGA Tour Venues',
        'a PGA Tour event (a tour stop, The Players or a major played in the US)',
      ),
      venue('usOpen', 'US Open Venues', 'the US Open'),
      venue('pgaChampionship', 'PGA Championship Venues', 'the PGA Championship'),
      venue('openChampionship', 'Open Championship Venues', 'the Open Championship'),
      venue('ryderCup', 'Ryder Cup Venues', 'the Ryder Cup'),
      venue('usAmateur', 'US Amateur Venues', 'the US Amateur'),
    ];
  },
};
