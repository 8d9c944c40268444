import { useRef, useState } from 'react';
import useSWR from 'swr';
import { roundListResponseSchema, type Round } from '#shared/schemas/round';
import { ALL_ROUNDS_KEY, cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** The API's largest page (shared paging schema): fewest requests for a large archive. */
export const ROUNDS_PAGE_SIZE = 100;

function pagePath(cursor: string | undefined): string {
  const query = new URLSearchParams({ limit: String(ROUNDS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return cacheKeys.rounds(query.toString());
}

/** Walks GET /api/rounds page by page (newest played first), reporting how many rounds have arrived. */
export async function listAllRounds(onProgress?: (loaded: number) => void): Promise<Round[]> {
  const rounds: Round[] = [];
  let cursor: string | undefined;
  do {
    const page = await getJson(pagePath(cursor), roundListResponseSchema);
    rounds.push(...page.rounds);
    onProgress?.(rounds.length);
    cursor = page.nextCursor;
  } while (cursor);
  return rounds;
}

/**
 * Every round of the golfer, for screens that filter and sort the whole archive in the browser. `loaded` counts
 * the rounds fetched so far while a large archive is still arriving.
 */
export function useAllRounds() {
  const [loaded, setLoaded] = useState(0);
  const reportProgress = useRef(setLoaded);
  const query = useSWR(ALL_ROUNDS_KEY, () => listAllRounds(reportProgress.current));
  return { ...query, loaded };
}
