import { PenTool } from 'lucide-react';
import { memo, useState } from 'react';
import type { ArchitectStats } from '#shared/schemas/round';
import { useArchitectStats } from '@/features/rounds';
import { Badge } from '@/shared/ui/badge';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDeferredAnswer, type Answer } from '@/shared/lib/use-deferred-answer';
import { AddRoundAction } from './add-round-action';
import './dashboard-cards.css';

/** Up to 9 architects on the dashboard (docs/product-rules.md#dashboard). */
export const PORTFOLIO_LIMIT = 9;

interface ArchitectPortfolioCardProps {
  /** The empty card's action: Add New Round. */
  onAddRound: () => void;
}

/**
 * Architect Portfolio (docs/product-rules.md#dashboard): the designers of the courses played, most courses
 * first, #1 badged.
 */
function ArchitectList({ architects }: { architects: ArchitectStats }) {
  return (
    <ol className="architect-portfolio">
      {architects.map(({ architect, coursesPlayed }, index) => (
        <li key={architect} className="architect-portfolio__item">
          <span className="architect-portfolio__name">
            {architect}
            {index === 0 ? <Badge variant="neutral">#1</Badge> : null}
          </span>
          <span className="architect-portfolio__count">
            {coursesPlayed} {coursesPlayed === 1 ? 'course' : 'courses'}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Reads the architects itself, so that their answer re-renders this card rather than the whole dashboard. */
export function ArchitectPortfolioCard(props: ArchitectPortfolioCardProps) {
  return <ArchitectPortfolio answer={useDeferredAnswer(useArchitectStats())} {...props} />;
}

/** The card as its (deferred) answer renders it: skipped while the answer is the same. */
const ArchitectPortfolio = memo(function ArchitectPortfolio({
  answer: { data: architects, isLoading },
  onAddRound,
}: ArchitectPortfolioCardProps & { answer: Answer<ArchitectStats> }) {
  const [showAll, setShowAll] = useState(false);
  const shown = architects?.slice(0, PORTFOLIO_LIMIT) ?? [];
  const total = architects?.length ?? 0;
  let body;
  if (isLoading) {
    body = <Skeleton width="100%" height={96} />;
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        size="sm"
        icon={<PenTool />}
        title="No architects yet"
        description="The designers behind the courses you play will be collected here, with a count for each."
        action={<AddRoundAction onClick={onAddRound} />}
      />
    );
  } else {
    body = (
      <>
        <ArchitectList architects={shown} />
        {total > PORTFOLIO_LIMIT ? (
          <p className="architect-portfolio__more">
            <button type="button" className="link-button" onClick={() => setShowAll(true)}>
              View all {total} architects
            </button>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <Card>
      <CardHeader title="Architect Portfolio" icon={<PenTool />} />
      <CardContent>{body}</CardContent>
      <Dialog open={showAll} onOpenChange={setShowAll}>
        {showAll && architects ? (
          <DialogContent
            title="Architect Portfolio"
            description={`All ${total} architects of the courses you have played, most courses first.`}
            className="architect-portfolio__dialog"
          >
            <ArchitectList architects={architects} />
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
});
