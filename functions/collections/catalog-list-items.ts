import { catalogListsOf, type CatalogListRef } from '#shared/collections/membership';
import type { Course } from '#shared/schemas/course';
import { CATALOG_LIST_ENTITY, LIST_MEMBER_ENTITY, collectionKeys } from '../data/keys/collection-keys';

/**
 * The catalog lists' share of a course write (docs/data-model.md, "Collections"): one member item per list
 * the course belongs to, written beside its search entries in the same write, so a list's page is one Query
 * of its member partition and a catalog change moves the course at once. Pure: no I/O.
 */

export function catalogListIdsOf(course: Course): string[] {
  return catalogListsOf(course).map((list) => list.id);
}

/** What a list's page and map show of a member: copied from the course at each write of it. */
export function listMemberItem(list: CatalogListRef, course: Course): Record<string, unknown> {
  return {
    ...collectionKeys.member(list.id, course.id),
    entity: LIST_MEMBER_ENTITY,
    courseId: course.id,
    name: course.name,
    place: course.location,
    latitude: course.latitude,
    longitude: course.longitude,
  };
}

/** The member items of every list the course belongs to. */
export function listMemberItems(course: Course): Record<string, unknown>[] {
  return catalogListsOf(course).map((list) => listMemberItem(list, course));
}

/**
 * A list's count moved by `delta` (a course joined or left it), its kind and label set on its first member
 * (its name is built from them where lists are shown: #shared/collections/list-names).
 */
export function catalogListCountUpdate(list: CatalogListRef, delta: number) {
  return {
    Key: collectionKeys.catalogList(list.id),
    UpdateExpression:
      'SET label = if_not_exists(label, :label), kind = :kind, entity = :entity ADD memberCount :delta',
    ExpressionAttributeValues: {
      ':label': list.label,
      ':kind': list.kind,
      ':entity': CATALOG_LIST_ENTITY,
      ':delta': delta,
    },
  };
}

/** A list left with `delta` (negative) members by a course write: only its count moves. */
export function catalogListLeave(listId: string) {
  return {
    Key: collectionKeys.catalogList(listId),
    UpdateExpression: 'ADD memberCount :delta',
    ExpressionAttributeValues: { ':delta': -1 },
  };
}
