import { clsx } from 'clsx';
import { currentHandicap, NO_HANDICAP_TEXT } from '#shared/handicap/current-handicap';
import './handicap-figure.css';

/**
 * The golfer's one handicap, the same wherever it is shown (header, dashboard tile, Quick Stats, profile):
 * GHIN's official index when there is one, else the golfer's own, with a tag that says which, and "N/A"
 * when there is none, as every empty figure reads (docs/product-rules.md#empty-values-and-formats).
 */
export function HandicapFigure({
  user,
  className,
}: {
  user: { handicap: number | null; ghinHandicap: number | null };
  className?: string;
}) {
  const figure = currentHandicap(user);
  if (!figure) return <span className={clsx('handicap-figure', className)}>{NO_HANDICAP_TEXT}</span>;
  return (
    <span className={clsx('handicap-figure', className)} title={figure.description}>
      <span aria-hidden="true">{figure.text}</span>
      <span
        aria-hidden="true"
        className={`handicap-figure__source handicap-figure__source--${figure.source}`}
      >
        {figure.sourceLabel}
      </span>
      <span className="visually-hidden">{figure.description}</span>
    </span>
  );
}
