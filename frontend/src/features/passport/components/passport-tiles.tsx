import type { Passport } from '#shared/schemas/passport';
import type { CourseLookup } from './tile-lists';
import { courseTiles } from './tiles/course-tiles';
import { recordTiles } from './tiles/record-tiles';
import { simpleTiles } from './tiles/simple-tiles';
import type { PassportTile, TileActions, TileGroup, TileReader } from './tiles/tile-types';
import { venueTiles } from './tiles/venue-tiles';

export type { PassportTile } from './tiles/tile-types';

/**
 * The wall's tile groups, in the order they show: each group is one module of ./tiles (its heading, its
 * skeleton's size and its tiles). A new tile goes into its group's module; a new group is a module and a line
 * here.
 */
export const TILE_GROUPS: readonly TileGroup[] = [simpleTiles, courseTiles, venueTiles, recordTiles];

/** Every tile of the wall, from the passport the server computed; a shared page's reader is a 'visitor'. */
export function buildTiles(
  passport: Passport,
  course: CourseLookup,
  actions: TileActions,
  reader: TileReader = 'golfer',
): PassportTile[] {
  return TILE_GROUPS.flatMap((group) => group.tiles({ passport, course, actions, reader }));
}
