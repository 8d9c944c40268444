import {
  courseItemPages,
  getSearchIndexVersion,
  putSearchIndexVersion,
  reindexCourse,
} from '../courses-repository';
import { SEARCH_INDEX_VERSION } from '../search/search-index';

export interface ReindexResult {
  /** Whether the stored index was older than the code's, so courses were looked at. */
  ran: boolean;
  /** Courses whose companions were rewritten. */
  rewritten: number;
  /** Of those, courses whose name key another course already holds: rewritten without the claim. */
  nameClaimedElsewhere: string[];
}

/**
 * Brings the search entries, name claims and architect sets of the courses the catalog loader does not write
 * (custom and GolfCourseAPI courses) up to SEARCH_INDEX_VERSION, once: a version item says how far the table
 * is, so later runs cost one read. Each course is rewritten in its own transaction, which deletes its old
 * entries by the keys its item remembers (no Scan: the courses are read from gsi1 CATALOG). Run by the
 * seed scripts after the catalog load (catalog courses are rewritten by the loader through their content
 * hash); an interrupted run leaves the version behind, and the next run finishes it.
 */
export async function reindexCourses(): Promise<ReindexResult> {
  const result: ReindexResult = { ran: false, rewritten: 0, nameClaimedElsewhere: [] };
  if ((await getSearchIndexVersion()) >= SEARCH_INDEX_VERSION) return result;
  result.ran = true;
  for await (const items of courseItemPages()) {
    for (const item of items) {
      if (item.sourceApi === 'catalog') continue;
      const outcome = await reindexCourse(item);
      if (outcome === 'changed') continue;
      result.rewritten += 1;
      if (outcome === 'name-taken') result.nameClaimedElsewhere.push(String(item.id));
    }
  }
  await putSearchIndexVersion(SEARCH_INDEX_VERSION);
  return result;
}
