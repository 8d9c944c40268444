import { BookmarkPlus, CalendarDays, Compass, PlusCircle, Stamp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import type { Passport, PassportRoundRef } from '#shared/schemas/passport';
import type { Round } from '#shared/schemas/round';
import type { User } from '#shared/schemas/user';
import { listAllRounds } from '@/features/rounds';
import { ALL_ROUNDS_KEY } from '@/shared/api/cache-keys';
import { RateCourseDialog, roundTarget } from '@/features/course-rating';
import { EditRoundDialog, AddRoundDialog } from '@/features/round-form';
import { AddToBucketListDialog } from '@/features/course-picker';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { NeedsConnection, useNeedsConnection } from '@/shared/offline/components/needs-connection';
import { useDeferredAnswer, type Answer } from '@/shared/lib/use-deferred-answer';
import {
  usePassport,
  useLiveCourseScores,
  ArchitectPortfolio,
  CourseCardList,
  CourseDetailsDialog,
  DestinationFilterBar,
  DestinationsInView,
  PassportMap,
  PassportRoundHistory,
  buildTiles,
  SharePassportButton,
  TileWall,
  TileWallSkeleton,
  filterDestinations,
  hasFilters,
  NO_FILTERS,
  optionsOf,
  withScoresToday,
} from '@/features/passport';
import type { MapBounds } from '@/features/map';
import { SharePanel } from '@/features/sharing';
import './passport-page.css';

type Tab = 'courses' | 'rounds' | 'map';

/**
 * Passport (/my-courses, docs/product-rules.md#passport): the golfer's travel record as a wall of statistics,
 * and their destinations.
 */
export default function PassportPage({ user }: { user: User | null }) {
  const passport = usePassport();
  // The golfer's name is drawn only on the passport card, when it is downloaded: read then, so that the session
  // check's answer (user is null until it comes, on a prerendered Passport) does not render the whole screen
  // again as its first answers arrive.
  const latestUser = useRef(user);
  useEffect(() => {
    latestUser.current = user;
  }, [user]);
  const cardName = useCallback(() => passportCardName(latestUser.current), []);
  // The passport's answer renders the wall, the architects and the destinations: deferred, the task that
  // receives it renders only this line, and React renders the page with it in a background pass that yields
  // to the browser every few milliseconds (docs/performance.md, "Where the main thread goes").
  return (
    <PassportScreen cardName={cardName} passport={useDeferredAnswer(passport)} retry={passport.mutate} />
  );
}

/** The name on the passport card: the golfer's, or the passport's own title when they have none. */
function passportCardName(user: User | null): string {
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'My Golf Passport';
}

const PassportScreen = memo(function PassportScreen({
  cardName,
  passport,
  retry,
}: {
  cardName: () => string;
  passport: Answer<Passport>;
  retry: () => Promise<unknown>;
}) {
  const needsConnection = useNeedsConnection(passport.error);
  const [tile, setTile] = useState<string | null>(null);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [view, setView] = useState<'grid' | 'map'>('grid');
  const [tab, setTab] = useState<Tab>('courses');
  const [addRoundOpen, setAddRoundOpen] = useState(false);
  const [bucketOpen, setBucketOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Round | null>(null);
  const [rating, setRating] = useState<Round | null>(null);
  // What Map View's map shows, so Destinations in View follows its panning (null: all of them).
  const [mapBounds, setMapBounds] = useState<MapBounds | null>(null);
  const [pendingEdit, setPendingEdit] = useState<string | null>(null);

  // Full rounds are read only when a screen needs them (the Round History tab, Edit Round, a course's rounds):
  // the same cache as Round History, so one walk serves both.
  const needRounds = tab === 'rounds' || detailsId !== null || pendingEdit !== null;
  const [loaded, setLoaded] = useState(0);
  const rounds = useSWR(needRounds ? ALL_ROUNDS_KEY : null, () => listAllRounds(setLoaded));
  const pendingRound = pendingEdit ? rounds.data?.find((r) => r.id === pendingEdit) : undefined;
  if (pendingRound) {
    setPendingEdit(null);
    setTile(null);
    setEditing(pendingRound);
  }

  const data = passport.data;
  const byId = useMemo(() => new Map((data?.courses ?? []).map((c) => [c.id, c])), [data]);
  // Built once per answer (and per round being fetched for Edit Round), not on every state change of the page.
  const tiles = useMemo(
    () =>
      data
        ? buildTiles(data, (id: string) => byId.get(id), {
            onEditRound: (round: PassportRoundRef) => setPendingEdit(round.id),
            editingRoundId: pendingEdit,
          })
        : [],
    [data, byId, pendingEdit],
  );
  const openTile = tiles.find((t) => t.key === tile);
  const deferredFilters = useDeferredValue(filters);
  // Review Score sorts by the community's scores of today, read when that sort is picked.
  const scoresToday = useLiveCourseScores(deferredFilters.sort === 'rating');
  const destinations = useMemo(
    () => filterDestinations(withScoresToday(data?.courses ?? [], scoresToday.data), deferredFilters),
    [data, scoresToday.data, deferredFilters],
  );
  const options = useMemo(() => optionsOf(data?.courses ?? []), [data]);
  const total = data?.courses.length ?? 0;
  const details = detailsId ? (byId.get(detailsId) ?? null) : null;

  return (
    <div className="page-container passport-page">
      <title>Passport · Fescue</title>
      <section className="passport-hero" aria-labelledby="passport-title">
        <div>
          <p className="passport-hero__eyebrow">
            <Stamp aria-hidden="true" /> My Golf Passport
          </p>
          <h1 id="passport-title" className="passport-hero__title">
            Passport
          </h1>
          <p className="passport-hero__tagline">
            Document your journey through the world's finest golf destinations.
          </p>
        </div>
        <div className="passport-hero__actions">
          <Button variant="inverse" onClick={() => setAddRoundOpen(true)}>
            <PlusCircle aria-hidden="true" />
            Add a Round
          </Button>
          <Button variant="inverse" onClick={() => setBucketOpen(true)}>
            <BookmarkPlus aria-hidden="true" />
            Add to Bucket List
          </Button>
          {passport.error && !data ? null : <SharePassportButton passport={data} cardName={cardName} />}
          <SharePanel />
          <Button variant="inverse" asChild>
            <Link to="/year">
              <CalendarDays aria-hidden="true" />
              Year in golf
            </Link>
          </Button>
        </div>
      </section>

      {passport.error && !data ? (
        needsConnection ? (
          <NeedsConnection title="Your passport needs a connection" onRetry={() => void retry()} />
        ) : (
          <EmptyState
            title="Could not load your passport"
            description="Something went wrong while computing your statistics."
            action={<Button onClick={() => void retry()}>Try Again</Button>}
          />
        )
      ) : data ? (
        <TileWall tiles={tiles} onOpen={setTile} />
      ) : (
        <TileWallSkeleton />
      )}

      <Dialog open={openTile !== undefined} onOpenChange={(open) => !open && setTile(null)}>
        {openTile ? (
          <DialogContent
            title={openTile.label}
            description={openTile.description}
            className="passport-dialog"
          >
            <p className="passport-dialog__figure">
              {openTile.value}
              {openTile.caption ? <span> · {openTile.caption}</span> : null}
            </p>
            {openTile.body}
          </DialogContent>
        ) : null}
      </Dialog>

      {data ? (
        <ArchitectPortfolio architects={data.architects} onViewAll={() => setTile('architects')} />
      ) : null}

      {passport.error && !data ? null : (
        <section className="passport-destinations" aria-labelledby="passport-destinations-title">
          <h2 id="passport-destinations-title" className="visually-hidden">
            Your destinations
          </h2>
          <DestinationFilterBar
            filters={filters}
            countries={options.countries}
            architects={options.architects}
            onChange={setFilters}
            view={view}
            onViewChange={setView}
          />
          <div className="passport-results" aria-live="polite">
            <p className="passport-results__count">
              {destinations.length} {destinations.length === 1 ? 'Destination' : 'Destinations'}
            </p>
            <p className="passport-results__shown">
              Showing {destinations.length} of {total} destinations
              {deferredFilters.sort === 'rating' && scoresToday.isLoading
                ? ' · updating review scores…'
                : null}
              {deferredFilters.sort === 'rating' && scoresToday.error && !scoresToday.data
                ? " · today's review scores could not be loaded"
                : null}
            </p>
          </div>
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label="Passport views">
              <TabsTrigger value="courses">Courses</TabsTrigger>
              <TabsTrigger value="rounds">Round History</TabsTrigger>
              <TabsTrigger value="map">Map View</TabsTrigger>
            </TabsList>
            <TabsContent value="courses">
              {!data ? null : destinations.length === 0 ? (
                <EmptyState
                  icon={<Compass />}
                  title="No courses found"
                  description={
                    hasFilters(filters)
                      ? 'Try adjusting your search or filters'
                      : 'Start building your golf passport'
                  }
                  action={
                    hasFilters(filters) ? null : (
                      <Button onClick={() => setAddRoundOpen(true)}>Add Your First Round</Button>
                    )
                  }
                />
              ) : view === 'map' ? (
                <EmptyState
                  icon={<Compass />}
                  title="Map mode"
                  description="Your destinations are on the Map View tab."
                  action={<Button onClick={() => setTab('map')}>Open Map View</Button>}
                />
              ) : (
                <CourseCardList destinations={destinations} onDetails={setDetailsId} />
              )}
            </TabsContent>
            <TabsContent value="rounds">
              <PassportRoundHistory
                rounds={rounds.data}
                destinations={destinations}
                filters={deferredFilters}
                isLoading={rounds.isLoading}
                loaded={loaded}
                error={rounds.error}
                onRetry={() => void rounds.mutate()}
                onEdit={setEditing}
                onRate={setRating}
              />
            </TabsContent>
            <TabsContent value="map">
              {tab === 'map' ? (
                <PassportMap destinations={destinations} onBoundsChange={setMapBounds} />
              ) : null}
              <DestinationsInView destinations={destinations} bounds={tab === 'map' ? mapBounds : null} />
            </TabsContent>
          </Tabs>
        </section>
      )}

      <CourseDetailsDialog
        destination={details}
        rounds={rounds.data?.filter((r) => r.courseId === detailsId)}
        onOpenChange={(open) => !open && setDetailsId(null)}
      />
      <AddRoundDialog open={addRoundOpen} onOpenChange={setAddRoundOpen} />
      <AddToBucketListDialog open={bucketOpen} onOpenChange={setBucketOpen} />
      <EditRoundDialog round={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <RateCourseDialog
        target={rating ? roundTarget(rating) : null}
        onOpenChange={(open) => !open && setRating(null)}
      />
    </div>
  );
});
