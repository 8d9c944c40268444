import { clsx } from 'clsx';
import { scoreBadgeTone, scoreToPar, scoreWithPar } from '#shared/rounds/score-display';

/** "85 (+13)" coloured by how the score stands against par (docs/product-rules.md#score-display). */
export function ScoreBadge({ score, par }: { score: number; par: number }) {
  const tone = scoreBadgeTone(score, par);
  const toPar = scoreToPar(score, par);
  return (
    <span
      className={clsx('score-badge', `score-badge--${tone}`)}
      data-tone={tone}
      aria-label={`Score ${score}, ${toPar === 'E' ? 'even par' : `${toPar} to par`}`}
    >
      {scoreWithPar(score, par)}
    </span>
  );
}
