import { Download, Printer } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDate } from '#shared/format/date';
import { cardTotals } from '#shared/scorecards/card-rules';
import type { Round } from '#shared/schemas/round';
import { Button } from '@/shared/ui/button';
import { useToast } from '@/shared/ui/toast';
import { renderScorecardImage, scorecardFileName } from '../lib/scorecard-image';
import { ScorecardTable } from './scorecard-table';
import './round-scorecard.css';

const PRINTING_CLASS = 'printing-scorecard';

/**
 * A round's card on its Round History entry (docs/product-rules.md#scorecards): folded under "Scorecard",
 * with Print (only this card goes to the printer, print CSS in round-scorecard.css) and Download image (a
 * PNG in the style of a printed card, made in the browser).
 */
export function RoundScorecard({ round }: { round: Round }) {
  const card = round.scorecard;
  const sheet = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  const { toast } = useToast();
  if (!card) return null;
  const courseName = round.course?.name ?? 'Course no longer in the catalog';
  const date = formatDate(round.playedAt) ?? round.playedAt;
  const totals = cardTotals(card);
  const caption = `Scorecard, ${courseName}, ${date}: ${totals.strokes} on par ${totals.par}`;

  const print = () => {
    const element = sheet.current;
    if (!element) return;
    element.dataset.printing = 'true';
    document.body.classList.add(PRINTING_CLASS);
    const done = () => {
      delete element.dataset.printing;
      document.body.classList.remove(PRINTING_CLASS);
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };

  const download = async () => {
    setPending(true);
    try {
      const blob = await renderScorecardImage(
        {
          courseName,
          location: round.course?.location ?? null,
          playedAt: date,
          tees: round.tees,
          golfer: null,
          partners: round.playingPartners,
          score: round.score,
          par: totals.par,
          card,
        },
        round.imageUrl,
      );
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = scorecardFileName(courseName, round.playedAt);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast({
        title: 'Download Failed',
        description: error instanceof Error ? error.message : 'The scorecard image could not be made.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <details className="round-scorecard">
      <summary>Scorecard</summary>
      <div className="round-scorecard__sheet" ref={sheet}>
        <div className="round-scorecard__print-head" aria-hidden="true">
          <strong>{courseName}</strong>
          <span>
            {[date, round.tees ? `${round.tees} tees` : null, round.playingPartners]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </div>
        <ScorecardTable card={card} caption={caption} />
      </div>
      {round.source === 'ghin' && totals.strokes !== round.score ? (
        <p className="round-scorecard__note">
          The card keeps the strokes taken ({totals.strokes}); the score, {round.score}, is GHIN&apos;s
          adjusted gross score.
        </p>
      ) : null}
      <div className="round-scorecard__actions">
        <Button type="button" variant="secondary" size="sm" onClick={print}>
          <Printer aria-hidden="true" />
          Print card
        </Button>
        <Button type="button" variant="secondary" size="sm" pending={pending} onClick={() => void download()}>
          <Download aria-hidden="true" />
          Download image
        </Button>
      </div>
    </details>
  );
}
