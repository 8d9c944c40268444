import { BookmarkPlus, PlusCircle, RefreshCw } from 'lucide-react';
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { Round } from '#shared/schemas/round';
import type { User } from '#shared/schemas/user';
import { EditRoundDialog, AddRoundDialog } from '@/features/round-form';
import { RateCourseDialog, roundTarget } from '@/features/course-rating';
import { GhinSyncDialog } from '@/features/ghin-sync';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { ArchitectPortfolioCard } from './components/architect-portfolio-card';
import { BucketListCard } from './components/bucket-list-card';
import { BucketListDialog } from './components/bucket-list-dialog';
import { DashboardStatTiles } from './components/dashboard-stat-tiles';
import { QuickStatsCard } from './components/quick-stats-card';
import { WorldMapCard } from './components/world-map-card';
import { AddToBucketListDialog } from '@/features/course-picker';
import { QuestCard } from './components/quest-card';
import { RecentRoundsCard } from './components/recent-rounds-card';
import './dashboard-page.css';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const noChanges = () => () => undefined;
const browserHour = () => new Date().getHours();
const unknownHour = () => null;

/**
 * The golfer's hour, from their own clock. Null in the page the build renders (it cannot know it) and so in
 * the render that adopts that page: the greeting arrives right after (a render of its own, same line).
 */
function useHourOfDay(): number | null {
  return useSyncExternalStore(noChanges, browserHour, unknownHour);
}

/**
 * "Good evening", in a component of its own: the render that brings the hour once the page is adopted is not
 * time-sliced (an external store's), so it re-renders this line only, not the whole page.
 */
function Greeting() {
  const hour = useHourOfDay();
  // A no-break space holds the greeting's line until the hour is known.
  return <p className="dashboard-hero__eyebrow">{hour === null ? '\u00a0' : greeting(hour)}</p>;
}

/** A first visit (the account is under an hour old) is greeted "Welcome", not "Welcome back". */
const FIRST_VISIT_MS = 60 * 60 * 1000;

function isFirstVisit(user: User): boolean {
  return Date.now() - Date.parse(user.createdAt) < FIRST_VISIT_MS;
}

/**
 * "Welcome back, Alex". The name has a line of its own on a phone, so that a long one does not wrap the title
 * once it arrives: `user` is null while a prerendered dashboard waits for the session check, and the name's
 * place is held by a placeholder until then, after "Welcome," (it may be the golfer's first visit: only a
 * golfer known to be back is welcomed back). A golfer who gave no first name is greeted without one.
 */
function Welcome({ user }: { user: User | null }) {
  const firstName = user?.firstName?.trim();
  if (user && !firstName) return <>{isFirstVisit(user) ? 'Welcome to Fescue' : 'Welcome back to Fescue'}</>;
  const back = user !== null && !isFirstVisit(user);
  return (
    <>
      {back ? 'Welcome back,' : 'Welcome,'}{' '}
      <span className="dashboard-hero__name">
        {firstName ?? <Skeleton className="dashboard-hero__name-placeholder" />}
      </span>
    </>
  );
}

/**
 * The signed-in home. Each card reads its own data (stats, recent rounds, architects, bucket list, quests,
 * map), all requests starting with the first render (no waterfall); an answer re-renders its card only. The
 * page keeps what its buttons open. `user` is null while a prerendered dashboard (app/prerender) waits for the
 * session check: the page stands as the build rendered it, its cards loading.
 */
export default function DashboardPage({ user }: { user: User | null }) {
  const [addRoundOpen, setAddRoundOpen] = useState(false);
  const [addBucketOpen, setAddBucketOpen] = useState(false);
  const [bucketListOpen, setBucketListOpen] = useState(false);
  const [ghinOpen, setGhinOpen] = useState(false);
  const [editing, setEditing] = useState<Round | null>(null);
  const [rating, setRating] = useState<Round | null>(null);
  // Stable, so that the session's answer (the golfer's name) does not re-render the cards' memoized bodies.
  const openAddRound = useCallback(() => setAddRoundOpen(true), []);
  const openBucketList = useCallback(() => setBucketListOpen(true), []);

  return (
    <div className="page-container dashboard">
      <title>Dashboard · Fescue</title>
      <section className="dashboard-hero" aria-labelledby="dashboard-title">
        <Greeting />
        <h1 id="dashboard-title" className="dashboard-hero__title">
          <Welcome user={user} />
        </h1>
        <p className="dashboard-hero__intro">
          The home of your golf travel archive: the rounds you log, the courses you rate and the places you
          dream of playing.
        </p>
        <div className="dashboard-hero__actions">
          <Button variant="inverse" className="dashboard-hero__action" onClick={openAddRound}>
            <PlusCircle aria-hidden="true" />
            Add New Round
          </Button>
          <Button variant="inverse" className="dashboard-hero__action" onClick={() => setAddBucketOpen(true)}>
            <BookmarkPlus aria-hidden="true" />
            Add to Bucket List
          </Button>
          <Button variant="inverse" className="dashboard-hero__action" onClick={() => setGhinOpen(true)}>
            <RefreshCw aria-hidden="true" />
            GHIN Sync
          </Button>
        </div>
      </section>

      <DashboardStatTiles user={user} />

      <div className="dashboard-grid">
        <div className="dashboard-grid__main">
          <WorldMapCard />
          <RecentRoundsCard onEdit={setEditing} onRate={setRating} onAddRound={openAddRound} />
          <ArchitectPortfolioCard onAddRound={openAddRound} />
        </div>

        <aside className="dashboard-grid__side" aria-label="Sidebar">
          <QuickStatsCard user={user} onAddRound={openAddRound} />
          <BucketListCard onViewAll={openBucketList} />
          <QuestCard />
        </aside>
      </div>
      <AddRoundDialog open={addRoundOpen} onOpenChange={setAddRoundOpen} />
      <AddToBucketListDialog open={addBucketOpen} onOpenChange={setAddBucketOpen} />
      <BucketListDialog open={bucketListOpen} onOpenChange={setBucketListOpen} />
      {user && <GhinSyncDialog user={user} open={ghinOpen} onOpenChange={setGhinOpen} />}
      <EditRoundDialog round={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <RateCourseDialog
        target={rating ? roundTarget(rating) : null}
        onOpenChange={(open) => !open && setRating(null)}
      />
    </div>
  );
}
