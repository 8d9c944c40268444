import { Link } from 'react-router-dom';
import type { CollectionAdvance } from '#shared/collections/collection-advance';

/**
 * The collections the year's rounds moved along: where each stood at the start of the year and at its end.
 * Left out in a year that moved none.
 */
export function CollectionsAdvanced({
  year,
  collections,
}: {
  year: number;
  collections: CollectionAdvance[];
}) {
  if (collections.length === 0) return null;
  return (
    <section aria-labelledby="year-collections-title" className="year-panel">
      <h2 id="year-collections-title" className="year-panel__title">
        Collections advanced
      </h2>
      <ul className="year-collections">
        {collections.map((collection) => {
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
    </section>
  );
}
