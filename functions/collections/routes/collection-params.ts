import {
  COLLECTION_NOT_FOUND_MESSAGE,
  OWN_LIST_LIMIT_MESSAGE,
  collectionPathSchema,
} from '#shared/collections/collection';
import { COURSE_NOT_FOUND_MESSAGE } from '#shared/schemas/course';
import type { HttpEvent } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';

/** The {id} of /api/collections/{id}. */
export function collectionIdOf(event: HttpEvent): string {
  return parsePathParams(event, collectionPathSchema).id;
}

/** The golfer's words for what the collections may refuse (the repositories' domain errors' reasons). */
export const collectionWords = {
  collection: COLLECTION_NOT_FOUND_MESSAGE,
  course: COURSE_NOT_FOUND_MESSAGE,
  'own-lists': OWN_LIST_LIMIT_MESSAGE,
} as const;

/** Own lists hold no achievement: a golfer's own list of courses they played would complete itself. */
export const OWN_LIST_ACHIEVEMENTS = {
  none: 'own lists count toward no achievement (only the catalog lists do, which a golfer cannot make)',
} as const;
