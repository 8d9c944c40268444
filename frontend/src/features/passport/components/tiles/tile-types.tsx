import type { ReactNode } from 'react';
import { formatDate } from '#shared/format/date';
import type { Passport, PassportRoundRef } from '#shared/schemas/passport';
import { CourseList, type CourseLookup } from '../tile-lists';
import { formatNumber } from '#shared/format/number';

/** The wall's groups, in order; each is one module of ./ listed once in ../passport-tiles.tsx. */
export type TileGroupKey = 'simple' | 'courses' | 'venues' | 'records';

/** One tile of the wall and what its dialog holds (docs/passport.md: simple, course-list, venue, record). */
export interface PassportTile {
  key: string;
  group: TileGroupKey;
  label: string;
  value: string;
  /** A short line under the figure. */
  caption?: string;
  description: string;
  body: ReactNode;
}

export interface TileActions {
  /** Edit Round from the Best Score dialog; the id of the round being fetched, if any. Absent: read-only (a shared page). */
  onEditRound?: (round: PassportRoundRef) => void;
  editingRoundId: string | null;
}

/**
 * Who reads the wall: the golfer, spoken to as "you", or anyone the golfer shared their Passport with, told
 * about "the golfer" (a shared page speaks in the third person, as its headings do).
 */
export type TileReader = 'golfer' | 'visitor';

/** What every group's tiles are built from: the passport the server computed, its courses, the actions. */
export interface TileContext {
  passport: Passport;
  course: CourseLookup;
  actions: TileActions;
  reader: TileReader;
}

/** The line for the golfer, or its third-person form on a shared page. */
export const voiced =
  (reader: TileReader) =>
  (golfer: string, visitor: string): string =>
    reader === 'visitor' ? visitor : golfer;

/** A group of the wall: its heading, how many tiles its loading skeleton keeps room for, and its tiles. */
export interface TileGroup {
  key: TileGroupKey;
  title: string;
  /** Tiles the skeleton shows while the passport loads, so the wall does not shift when it arrives. */
  placeholders: number;
  tiles: (context: TileContext) => PassportTile[];
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const dateRange = (from: string | null, to: string | null) =>
  from && to ? (from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`) : '';
export const number = formatNumber;

export function courseTile(
  key: string,
  label: string,
  ids: readonly string[],
  course: CourseLookup,
  description: string,
  empty: string,
  group: TileGroupKey = 'courses',
): PassportTile {
  return {
    key,
    group,
    label,
    value: String(ids.length),
    description,
    body: <CourseList ids={ids} course={course} empty={empty} />,
  };
}
