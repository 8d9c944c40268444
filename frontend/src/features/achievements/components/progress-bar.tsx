import './progress-bar.css';
/**
 * Progress x/max with its percent, read out as a progress bar; `text` says it in the golfer's terms instead
 * of x/max where the measure is no count (a best score, an index).
 */
export function ProgressBar({
  progress,
  maxProgress,
  label,
  text = null,
}: {
  progress: number;
  maxProgress: number;
  label: string;
  text?: string | null;
}) {
  // Rounded down: 260 of 261 is 99%, never the 100% of an achievement earned.
  const percent = maxProgress === 0 ? 0 : Math.floor((progress / maxProgress) * 100);
  const figures = text ?? `${progress}/${maxProgress}`;
  return (
    <div className="achievement-progress">
      <div className="achievement-progress__figures">
        <span>{figures}</span>
        <span>{percent}%</span>
      </div>
      <div
        className="achievement-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={maxProgress}
        aria-valuenow={progress}
        aria-valuetext={text ? `${text}, ${percent}%` : `${progress} of ${maxProgress}, ${percent}%`}
      >
        <span className="achievement-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
