import type { Destination } from '#shared/schemas/passport';
import { useStagedCount } from '@/shared/lib/use-staged-count';
import { CourseCard } from './course-card';

/** Cards added per step: about a phone's screen of them. */
const CARDS_PER_STEP = 4;

/**
 * The Courses tab's cards. The list sits below the first screen and holds most of Passport's elements: it
 * reaches the page a few cards at a time, at idle moments, rather than in one commit with the statistics
 * (docs/performance.md, "lists in steps"). None comes with the statistics' own commit, the longest task of
 * the page's answer: each card's hooks (the bucket-list heart's, the played mark's) would add their work to it.
 */
export function CourseCardList({
  destinations,
  onDetails,
}: {
  destinations: Destination[];
  onDetails: (id: string) => void;
}) {
  const shown = useStagedCount(destinations.length, CARDS_PER_STEP, 0);
  // Each step renders its new cards only: the cards already shown are memoized, and get the same destination
  // and the same details callback as before.
  return (
    <ul className="passport-courses">
      {destinations.slice(0, shown).map((destination) => (
        <li key={destination.id}>
          <CourseCard destination={destination} onDetails={onDetails} />
        </li>
      ))}
    </ul>
  );
}
