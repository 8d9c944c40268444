import useSWR from 'swr';
import { teeSetListSchema, type TeeSet } from '#shared/scorecards/tee-set';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/**
 * The tee set a card's pars and stroke indexes come from (docs/product-rules.md#scorecards): the one named
 * in the round's Tees field (any case), else the course's only tee set, else none (every hole starts at
 * par 4). A name that matches no tee of a course with several is none: guessing one would preset the wrong
 * pars.
 */
export function pickTeeSet(teeSets: readonly TeeSet[], tees: string | null | undefined): TeeSet | null {
  const named = (tees ?? '').trim().toLowerCase();
  if (named) {
    const match = teeSets.find((teeSet) => teeSet.name.trim().toLowerCase() === named);
    if (match) return match;
  }
  return teeSets.length === 1 ? (teeSets[0] ?? null) : null;
}

/** The chosen course's tee set for the card, read only while a card is kept (`courseId` empty: none). */
export function useCardTee(courseId: string, tees: string | null | undefined): TeeSet | null {
  const { data } = useSWR(courseId ? cacheKeys.teeSets(courseId) : null, (path: string) =>
    getJson(path, teeSetListSchema),
  );
  return data ? pickTeeSet(data.teeSets, tees) : null;
}
