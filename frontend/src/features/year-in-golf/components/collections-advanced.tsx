import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/shared/ui/button';
import type { CollectionAdvance } from '#shared/collections/collection-advance';

/** The lists shown before "Show all": a year of travel can move dozens (each architect, region, venue list). */
export const COLLECTIONS_SHOWN = 6;

/**
 * The collections the year's rounds moved along: where each stood at the start of the year and at its end,
 * the most courses gained first. Left out in a year that moved none.
 */
export function CollectionsAdvanced({
  year,
  collections,
}: {
  year: number;
  collections: CollectionAdvance[];
}) {
  const [showAll, setShowAll] = useState(false);
  if (collections.length === 0) return null;
  const shown = showAll ? collections : collections.slice(0, COLLECTIONS_SHOWN);
  return (
    <section aria-labelledby="year-collections-title" className="year-panel">
      <h2 id="year-collections-title" className="year-panel__title">
        Collections advanced
      </h2>
      <ul className="year-collections" id="year-collections-list">
        {shown.map((collection) => {
          const gained = collection.playedAfter - collection.playedBefore;
          return (
            <li key={collection.collectionId} className="year-collection">
              <Link to={`/collections/${encodeURIComponent(collection.collectionId)}`}>
                {collection.name}
              </Link>
              <span className="year-collection__figures">
                {collection.playedAfter} of {collection.total} played, +{gained} in {year}
              </span>
              <span
                className="year-collection__bar"
                role="img"
                aria-label={`${collection.playedBefore} of ${collection.total} before ${year}, ${collection.playedAfter} after`}
              >
                <span
                  className="year-collection__before"
                  style={{ width: `${(100 * collection.playedBefore) / Math.max(1, collection.total)}%` }}
                />
                <span
                  className="year-collection__gained"
                  style={{ width: `${(100 * gained) / Math.max(1, collection.total)}%` }}
                />
              </span>
            </li>
          );
        })}
      </ul>
      {collections.length > COLLECTIONS_SHOWN ? (
        <Button
          variant="ghost"
          size="sm"
          className="year-collections__more"
          aria-expanded={showAll}
          aria-controls="year-collections-list"
          onClick={() => setShowAll((open) => !open)}
        >
          {showAll ? 'Show fewer' : `Show all ${collections.length} collections`}
        </Button>
      ) : null}
    </section>
  );
}
