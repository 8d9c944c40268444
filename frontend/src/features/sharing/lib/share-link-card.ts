import { publicListSchema } from '#shared/collections/collection';
import type { ShareKind, SharedPage } from '#shared/sharing/share-link';
import { publicProfileViewSchema } from '#shared/sharing/profile-view';
import type { ShareCard } from '@/shared/share-card/share-card';

/**
 * A share link's preview card (og:image; docs/architecture.md, "Shared pages"): the app's share card drawn
 * from the public page itself (GET /api/shared/{token}), so the image shows nothing the page does not. The
 * name on it is the link's title, never the golfer's name. Each kind may give its own lines here; a kind
 * without an entry (a trip, until its page registers one) gets the generic card.
 */
export type ShareCardLines = (page: SharedPage) => ShareCard;

const TITLE = 'FESCUE · SHARED BY LINK';

function profileCard(page: SharedPage): ShareCard {
  const { passport } = publicProfileViewSchema.parse(page.view);
  const venues = new Set(Object.values(passport.venues).flat());
  return {
    title: 'FESCUE · GOLF PASSPORT',
    name: page.title,
    stats: [
      ['Countries', passport.countries.length],
      ['Courses', passport.coursesPlayed.length],
      ['Miles traveled', passport.miles.miles],
      ['Championship venues', venues.size],
    ],
    points: passport.courses.flatMap((course) =>
      course.status === 'played' && course.latitude !== null && course.longitude !== null
        ? [{ latitude: course.latitude, longitude: course.longitude }]
        : [],
    ),
    footer: 'A golfer’s map and Passport, shared from Fescue',
  };
}

function listCard(page: SharedPage): ShareCard {
  const list = publicListSchema.parse(page.view);
  const played = list.courses.filter((course) => course.played).length;
  const total = list.courses.length;
  return {
    title: 'FESCUE · GOLF LIST',
    name: list.name,
    stats: [
      ['Played', `${played} of ${total}`],
      ['Complete', `${total === 0 ? 0 : Math.round((played / total) * 100)}%`],
    ],
    points: list.courses.flatMap((course) =>
      course.played && course.latitude !== null && course.longitude !== null
        ? [{ latitude: course.latitude, longitude: course.longitude }]
        : [],
    ),
    footer: page.description,
  };
}

/** The card of a kind that gave no lines of its own: the title and the page's one-line description. */
export function genericShareCard(page: SharedPage): ShareCard {
  return { title: TITLE, name: page.title, stats: [], points: [], footer: page.description };
}

/** The kinds with their own card: a kind adds its entry here when its page is built. */
export const shareCardLines: Partial<Record<ShareKind, ShareCardLines>> = {
  profile: profileCard,
  list: listCard,
};

export function shareLinkCard(page: SharedPage): ShareCard {
  const lines = Object.hasOwn(shareCardLines, page.kind) ? shareCardLines[page.kind] : undefined;
  return (lines ?? genericShareCard)(page);
}
