/** "Played x of n" with a bar: the golfer's progress along one list. */
export function CollectionProgress({
  played,
  total,
  size = 'md',
}: {
  played: number;
  total: number;
  size?: 'sm' | 'md';
}) {
  const percent = total === 0 ? 0 : Math.round((played / total) * 100);
  return (
    <div className={`collection-progress collection-progress--${size}`}>
      <p className="collection-progress__text">
        Played <strong>{played}</strong> of {total}
      </p>
      <div
        className="collection-progress__bar"
        role="progressbar"
        aria-label={`Played ${played} of ${total}`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={played}
      >
        <span className="collection-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
