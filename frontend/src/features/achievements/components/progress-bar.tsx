import './progress-bar.css';
/** Progress x/max with its percent, read out as a progress bar. */
export function ProgressBar({
  progress,
  maxProgress,
  label,
}: {
  progress: number;
  maxProgress: number;
  label: string;
}) {
  const percent = maxProgress === 0 ? 0 : Math.round((progress / maxProgress) * 100);
  return (
    <div className="achievement-progress">
      <div className="achievement-progress__figures">
        <span>
          {progress}/{maxProgress}
        </span>
        <span>{percent}%</span>
      </div>
      <div
        className="achievement-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={maxProgress}
        aria-valuenow={progress}
        aria-valuetext={`${progress} of ${maxProgress}, ${percent}%`}
      >
        <span className="achievement-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
