import { History } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Round } from '#shared/schemas/round';
import {
  useAllRounds,
  RoundCard,
  RoundFilterBar,
  RoundStatCards,
  ScoreChart,
  CardStatsSection,
  filterRounds,
  hasFilters,
  NO_FILTERS,
  yearsOf,
  type RoundFilters,
} from '@/features/rounds';
import { ExportDataButton, ImportRoundsButton } from '@/features/round-export';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { EditRoundDialog, AddRoundDialog } from '@/features/round-form';
import { RateCourseDialog, roundTarget } from '@/features/course-rating';
import { useHandicapEstimate } from '@/features/ghin-sync';
import './rounds-page.css';
import { NeedsConnection, useNeedsConnection } from '@/shared/offline/components/needs-connection';

/**
 * Round History (docs/product-rules.md#round-history): the whole archive, filtered and sorted in the browser.
 */
export default function RoundsPage() {
  const { data: rounds, error, isLoading, loaded, mutate } = useAllRounds();
  const needsConnection = useNeedsConnection(error);
  const [filters, setFilters] = useState<RoundFilters>(NO_FILTERS);
  const [editing, setEditing] = useState<Round | null>(null);
  const [rating, setRating] = useState<Round | null>(null);
  const [addRoundOpen, setAddRoundOpen] = useState(false);
  // Typing in the search box stays responsive with thousands of rounds.
  const deferred = useDeferredValue(filters);
  const shown = useMemo(() => filterRounds(rounds ?? [], deferred), [rounds, deferred]);
  const years = useMemo(() => yearsOf(rounds ?? []), [rounds]);
  // Each round's differential in Fescue's WHS estimate, the ones that counted marked.
  const estimate = useHandicapEstimate();
  const differentials = useMemo(
    () =>
      new Map(
        (estimate.data?.differentials ?? []).map((entry) => [
          entry.roundId,
          { value: entry.differential, counted: entry.counted },
        ]),
      ),
    [estimate.data],
  );

  return (
    <div className="page-container rounds-page">
      <title>Round History · Fescue</title>
      <header className="rounds-page__header">
        <div>
          <h1 tabIndex={-1} data-return-focus="round-history">
            Round History
          </h1>
          <p>Every round you have logged, with your scores over time.</p>
        </div>
        <div className="rounds-page__actions">
          <ImportRoundsButton />
          <ExportDataButton />
        </div>
      </header>
      {/* Offline with nothing kept, four "..." cards would wait for what cannot come: the message says so. */}
      {needsConnection ? null : (
        <RoundStatCards rounds={isLoading || error ? undefined : shown} filtered={hasFilters(deferred)} />
      )}
      {isLoading ? (
        <div className="rounds-page__loading" role="status">
          <Spinner label={null} />
          <p>Loading your rounds...</p>
          {loaded > 0 ? <p className="rounds-page__progress">{loaded} rounds loaded</p> : null}
        </div>
      ) : needsConnection ? (
        <NeedsConnection title="Your round history needs a connection" onRetry={() => void mutate()} />
      ) : error ? (
        <EmptyState
          title="Could not load your rounds"
          description="Something went wrong while loading your round history."
          action={<Button onClick={() => void mutate()}>Try Again</Button>}
        />
      ) : (
        <>
          {rounds && rounds.length > 0 ? <ScoreChart rounds={shown} /> : null}
          {rounds && rounds.length > 0 ? <CardStatsSection /> : null}
          <RoundFilterBar filters={filters} years={years} onChange={setFilters} />
          {shown.length === 0 ? (
            <EmptyState
              icon={<History />}
              title="No rounds found"
              description={
                hasFilters(filters)
                  ? 'Try adjusting your search or filter criteria'
                  : 'Start tracking your golf rounds to see your history here'
              }
              action={
                hasFilters(filters) ? (
                  <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                    Clear filters
                  </Button>
                ) : (
                  <Button onClick={() => setAddRoundOpen(true)}>Add New Round</Button>
                )
              }
            />
          ) : (
            <ul className="rounds-page__list">
              {shown.map((round) => (
                <li key={round.id}>
                  <RoundCard
                    round={round}
                    onEdit={setEditing}
                    onRate={setRating}
                    differential={differentials.get(round.id)}
                  />
                </li>
              ))}
            </ul>
          )}
          <p className="rounds-page__footer" aria-live="polite">
            Showing {shown.length} of {rounds?.length ?? 0} total rounds
          </p>
        </>
      )}
      <AddRoundDialog open={addRoundOpen} onOpenChange={setAddRoundOpen} />
      <EditRoundDialog round={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <RateCourseDialog
        target={rating ? roundTarget(rating) : null}
        onOpenChange={(open) => !open && setRating(null)}
      />
    </div>
  );
}
