import { CalendarDays, PlusCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { User } from '#shared/schemas/user';
import { yearSchema } from '#shared/year-in-golf/year-in-golf-schema';
import { AddRoundDialog } from '@/features/round-form';
import {
  CollectionsAdvanced,
  ShareYearButton,
  useYearInGolf,
  YearFiguresGrid,
  YearFiguresSkeleton,
  YearMap,
  YearPlaces,
  YearSwitcher,
} from '@/features/year-in-golf';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { NeedsConnection, useNeedsConnection } from '@/shared/offline/components/needs-connection';
import './year-in-golf-page.css';

/** The page's year from its address: /year is the latest with rounds (null), /year/2025 that year. */
function yearOfAddress(param: string | undefined): number | null | 'bad' {
  if (param === undefined) return null;
  if (!/^\d{4}$/.test(param)) return 'bad';
  const parsed = yearSchema.safeParse(param);
  return parsed.success ? parsed.data : 'bad';
}

/**
 * The year in golf (/year, /year/2025; docs/product-rules.md#year-in-golf): a golfer's look back on one
 * calendar year: its figures, its courses and countries, the collections it advanced, its map, and an image
 * of it to share.
 */
export default function YearInGolfPage({ user }: { user: User | null }) {
  const address = yearOfAddress(useParams().year);
  if (address === 'bad') {
    return (
      <div className="page-container year-page">
        <title>Year in golf · Fescue</title>
        <h1 className="year-page__plain-title">Year in golf</h1>
        <EmptyState
          icon={<CalendarDays />}
          title="That is not a year we can show"
          description="A year in golf is a four-digit year from 1900 to 2100, such as 2025."
          action={
            <Button asChild>
              <Link to="/year">See your latest year</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <YearInGolf year={address} user={user} />;
}

function YearInGolf({ year, user }: { year: number | null; user: User | null }) {
  const answer = useYearInGolf(year);
  const needsConnection = useNeedsConnection(answer.error);
  const [addRoundOpen, setAddRoundOpen] = useState(false);
  const data = answer.data;
  // keepPreviousData: another year's answer stays up (dimmed) while this one loads.
  const stale = data !== undefined && year !== null && data.year !== year;
  const shownYear = year ?? data?.year ?? null;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'My year in golf';
  const figures = stale ? undefined : data?.figures;

  return (
    <div className="page-container year-page">
      <title>{shownYear === null ? 'Year in golf · Fescue' : `${shownYear} in golf · Fescue`}</title>
      <section className="year-hero" aria-labelledby="year-title">
        <div>
          <p className="year-hero__eyebrow">
            <CalendarDays aria-hidden="true" /> Year in golf
          </p>
          <h1 id="year-title" className="year-hero__title">
            {shownYear === null ? <Skeleton width="6ch" height="1em" /> : `Your ${shownYear} in golf`}
          </h1>
          {data ? (
            <YearSwitcher years={data.years} current={shownYear ?? data.year} />
          ) : (
            <div className="year-switcher year-switcher--loading" aria-hidden="true">
              <Skeleton width="14rem" height="2.25rem" />
            </div>
          )}
        </div>
        <div className="year-hero__actions">
          <ShareYearButton answer={stale ? undefined : data} name={name} />
          <Button variant="inverse" asChild>
            <Link to="/my-courses">Passport</Link>
          </Button>
        </div>
      </section>

      <div className="year-page__body" aria-busy={!data || stale} aria-live="polite">
        {answer.error && !data ? (
          needsConnection ? (
            <NeedsConnection
              title="Your year in golf needs a connection"
              onRetry={() => void answer.mutate()}
            />
          ) : (
            <EmptyState
              title="Could not load your year in golf"
              description="Something went wrong while adding up your rounds."
              action={<Button onClick={() => void answer.mutate()}>Try Again</Button>}
            />
          )
        ) : !data || stale ? (
          <>
            <YearFiguresSkeleton />
            <div className="year-panel year-map" aria-hidden="true">
              <Skeleton width="40%" height="1.5rem" />
              <div className="year-map__placeholder" />
            </div>
          </>
        ) : figures ? (
          <>
            <YearFiguresGrid figures={figures} />
            <CollectionsAdvanced year={data.year} collections={data.collections} />
            <YearMap year={data.year} figures={figures} />
            <YearPlaces figures={figures} />
          </>
        ) : (
          <EmptyState
            icon={<CalendarDays />}
            title={`No rounds in ${data.year}`}
            description={
              data.years.length > 0
                ? 'Pick a year above that has rounds, or log a round you played this year.'
                : 'Log your rounds and your year in golf will add them up here.'
            }
            action={
              <Button onClick={() => setAddRoundOpen(true)}>
                <PlusCircle aria-hidden="true" />
                Add a Round
              </Button>
            }
          />
        )}
      </div>
      <AddRoundDialog open={addRoundOpen} onOpenChange={setAddRoundOpen} />
    </div>
  );
}
