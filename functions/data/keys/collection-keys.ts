import { userKeys } from './user-keys';

/**
 * Keys of the collections (docs/data-model.md, "Collections"). The COLLECTION#, COLLECTIONS, OWNLIST# and
 * RANKINGSOURCES prefixes are written here and nowhere else.
 *
 * Catalog list:   pk COLLECTIONS               sk <listId>     (name, kind, memberCount: kept by course writes)
 * List member:    pk COLLECTION#<listId>        sk <courseId>   (name, place, latitude, longitude: what the
 *                 list's page and map show, written with the course, shared/collections/membership.ts)
 * Own list:       pk USER#<sub>                 sk OWNLIST#<listId> (name, description, visibility, courseIds
 *                 in the golfer's order)
 * Ranking source: pk RANKINGSOURCES            sk <listId>     (source, year: one per imported ranking)
 */
export const CATALOG_LISTS_PARTITION = 'COLLECTIONS';
export const RANKING_SOURCES_PARTITION = 'RANKINGSOURCES';
const MEMBER_PREFIX = 'COLLECTION#';
const OWN_LIST_PREFIX = 'OWNLIST#';

export const collectionKeys = {
  catalogList: (listId: string) => ({ pk: CATALOG_LISTS_PARTITION, sk: listId }),
  member: (listId: string, courseId: string) => ({ pk: `${MEMBER_PREFIX}${listId}`, sk: courseId }),
  membersOf: (listId: string) => ({ pk: `${MEMBER_PREFIX}${listId}` }),
  ownList: (userId: string, listId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${OWN_LIST_PREFIX}${listId}`,
  }),
  ownListsOf: (userId: string) => ({ pk: userKeys.profile(userId).pk, skPrefix: OWN_LIST_PREFIX }),
  rankingSource: (listId: string) => ({ pk: RANKING_SOURCES_PARTITION, sk: listId }),
} as const;

export const CATALOG_LIST_ENTITY = 'CATALOG_LIST';
export const LIST_MEMBER_ENTITY = 'LIST_MEMBER';
export const OWN_LIST_ENTITY = 'OWN_LIST';
export const RANKING_SOURCE_ENTITY = 'RANKING_SOURCE';
