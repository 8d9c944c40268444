import { ArrowRight, Flag, ImageOff, Pencil, Star } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '#shared/format/date';
import type { RatingKey, Round } from '#shared/schemas/round';
import { scoreBadgeTone, scoreToPar } from '#shared/rounds/score-display';
import { GhinMark, holesText, useRecentRounds } from '@/features/rounds';
import { ratingAverage } from '@/features/round-form';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { AddRoundAction } from './add-round-action';
import { RoundStars } from './round-stars';
import './dashboard-cards.css';
import { NO_VALUE } from '@/shared/lib/empty-value';
import { useDeferredAnswer, type Answer } from '@/shared/lib/use-deferred-answer';
import { useStagedCount } from '@/shared/lib/use-staged-count';

const SUB_SCORES: Array<{ key: RatingKey; label: string }> = [
  { key: 'overallExperience', label: 'Experience' },
  { key: 'architectureDesign', label: 'Design' },
  { key: 'landscapeScenery', label: 'Scenery' },
];

/** A rating on the 0-10 scale (docs/product-rules.md#dashboard: sub-scores out of 10); unrated, N/A. */
function outOfTen(value: number | null): string {
  return value === null || value === 0 ? NO_VALUE : `${value.toFixed(1)}/10`;
}

/** Memoized: each step of the rows (RoundRows) renders its new row only, not every row shown before it. */
const RoundRow = memo(function RoundRow({
  round,
  onEdit,
  onRate,
}: {
  round: Round;
  onEdit: (round: Round) => void;
  onRate: (round: Round) => void;
}) {
  const image = round.imageUrl ?? round.course?.imageUrl ?? null;
  const name = round.course?.name ?? 'Course no longer in the catalog';
  const architect = round.roundArchitect ?? round.course?.architect ?? null;
  return (
    <li className="recent-round">
      <div className={image ? 'recent-round__media' : 'recent-round__media recent-round__media--none'}>
        {image ? (
          <img src={image} alt="" loading="lazy" />
        ) : (
          <span className="recent-round__placeholder" aria-hidden="true">
            <Flag />
          </span>
        )}
      </div>
      <div className="recent-round__body">
        <div className="recent-round__top">
          <div>
            <h3 className="recent-round__name">
              {round.course ? <Link to={`/course/${round.course.id}`}>{name}</Link> : name}
            </h3>
            {round.course?.location ? <p className="recent-round__meta">{round.course.location}</p> : null}
          </div>
          <p className={`recent-round__score recent-round__score--${scoreBadgeTone(round.score, round.par)}`}>
            <strong>{round.score}</strong>
            <span>
              {scoreToPar(round.score, round.par)}
              <span className="visually-hidden"> against par {round.par}</span>
            </span>
          </p>
        </div>
        <RoundStars rating={ratingAverage(round)} />
        <dl className="recent-round__subscores">
          {SUB_SCORES.map(({ key, label }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{outOfTen(round[key])}</dd>
            </div>
          ))}
        </dl>
        <p className="recent-round__meta">
          {[formatDate(round.playedAt), holesText(round), architect].filter(Boolean).join(' · ')}
        </p>
        <GhinMark round={round} />
        <div className="recent-round__actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onEdit(round)}
            // A deleted round takes this button with it: focus moves to the next one, or View All.
            data-return-focus="recent-rounds"
            aria-label={`Edit Round at ${name}, ${formatDate(round.playedAt) ?? 'date unknown'}`}
          >
            <Pencil aria-hidden="true" />
            Edit Round
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onRate(round)}
            aria-label={`Rate Course ${name}, round of ${formatDate(round.playedAt) ?? 'date unknown'}`}
          >
            <Star aria-hidden="true" />
            Rate Course
          </Button>
        </div>
      </div>
    </li>
  );
});

/** Memoized too: the rows still to come are not rendered again at each step. */
const RoundRowSkeleton = memo(function RoundRowSkeleton() {
  return (
    <li className="recent-round recent-round--loading" data-testid="recent-round-skeleton">
      <Skeleton width={88} height={72} rounded />
      <div className="recent-round__body">
        <Skeleton width="60%" height={18} />
        <Skeleton width="40%" height={14} />
        <Skeleton width="75%" height={14} />
      </div>
    </li>
  );
});

/**
 * The rounds, a row at a time at idle moments: the card sits below a phone's first screen and its rows held
 * most of the dashboard's elements, committed at once with the other cards (docs/performance.md, "lists in
 * steps").
 */
function RoundRows({
  rounds,
  onEdit,
  onRate,
}: { rounds: Round[] } & Pick<RecentRoundsCardProps, 'onEdit' | 'onRate'>) {
  const shown = useStagedCount(rounds.length, 1);
  return (
    <ul className="recent-rounds">
      {rounds.slice(0, shown).map((round) => (
        <RoundRow key={round.id} round={round} onEdit={onEdit} onRate={onRate} />
      ))}
      {/* The rows still to come keep their place. */}
      {rounds.slice(shown).map((round) => (
        <RoundRowSkeleton key={round.id} />
      ))}
    </ul>
  );
}

interface RecentRoundsCardProps {
  /** Opens the Edit Round dialog for this row's round. */
  onEdit: (round: Round) => void;
  /** Opens Rate Course for this row's course. */
  onRate: (round: Round) => void;
  /** The empty card's action: Add New Round. */
  onAddRound: () => void;
}

/**
 * Recent Rounds (docs/product-rules.md#dashboard): the latest rounds, 3 skeleton rows while loading, an empty
 * state. It reads them itself, so that their answer re-renders this card rather than the whole dashboard.
 */
export function RecentRoundsCard(props: RecentRoundsCardProps) {
  return <RecentRounds answer={useDeferredAnswer(useRecentRounds())} {...props} />;
}

/** The card as its (deferred) answer renders it: skipped while the answer is the same. */
const RecentRounds = memo(function RecentRounds({
  answer: { data: rounds, isLoading, error },
  onEdit,
  onRate,
  onAddRound,
}: RecentRoundsCardProps & { answer: Answer<Round[]> }) {
  let body;
  if (isLoading) {
    body = (
      <ul className="recent-rounds" aria-busy="true" aria-label="Loading recent rounds">
        {[0, 1, 2].map((row) => (
          <RoundRowSkeleton key={row} />
        ))}
      </ul>
    );
  } else if (error) {
    body = (
      <EmptyState
        size="sm"
        icon={<ImageOff />}
        title="Recent rounds could not be loaded"
        description="Please reload the page to try again."
      />
    );
  } else if (!rounds || rounds.length === 0) {
    body = (
      <EmptyState
        size="sm"
        icon={<Flag />}
        title="No recent rounds found"
        description="Start tracking your golf rounds to see them here."
        action={<AddRoundAction onClick={onAddRound} />}
      />
    );
  } else {
    body = <RoundRows rounds={rounds} onEdit={onEdit} onRate={onRate} />;
  }
  return (
    <Card>
      <CardHeader
        title="Recent Rounds"
        icon={<Flag />}
        aside={
          <Button asChild variant="ghost" size="sm">
            <Link to="/rounds" data-return-focus="recent-rounds">
              View All
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <CardContent>{body}</CardContent>
    </Card>
  );
});
