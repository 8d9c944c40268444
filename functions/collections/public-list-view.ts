import type { PublicList } from '#shared/collections/collection';
import { membersByIds } from './collection-views';
import { readGolferCourses } from './golfer-courses';
import { getOwnList, isOwnListId } from './own-lists-repository';

/**
 * The read-only view of a golfer's own list that a share link shows to anyone (the sharing module owns the
 * link and decides who may see it): the list's name, description and courses, each with whether the owner
 * played it. Nothing else of the owner: no user id, email, notes or bucket list. Undefined when the list is
 * not the owner's (or gone), so the link answers 404.
 */
export async function publicListView(ownerId: string, listId: string): Promise<PublicList | undefined> {
  if (!isOwnListId(listId)) return undefined;
  const [list, golfer] = await Promise.all([getOwnList(ownerId, listId), readGolferCourses(ownerId)]);
  if (!list) return undefined;
  const members = await membersByIds(list.courseIds);
  return {
    name: list.name,
    description: list.description,
    courses: members.map((member) => ({
      id: member.id,
      name: member.name,
      place: member.place,
      latitude: member.latitude,
      longitude: member.longitude,
      played: golfer.flags.get(member.id)?.played === true,
    })),
  };
}
