import { BookmarkPlus, ListChecks, PlusCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { Round, UserStats } from '../../../../../shared/schemas/round';
import type { User } from '../../../../../shared/schemas/user';
import { againstParWords, bestScoreLabel } from '../../../../../shared/rounds/score-display';
import { useArchitectStats } from '../../../shared/api/rounds/get-architect-stats';
import { useRecentRounds } from '../../../shared/api/rounds/get-recent-rounds';
import { useUserStats } from '../../../shared/api/rounds/get-user-stats';
import { HandicapFigure } from '../../../shared/handicap/handicap-figure';
import { EditRoundDialog } from '../../../shared/round-edit';
import { RateCourseDialog, roundTarget } from '../../../shared/course-rating';
import { AddRoundDialog } from '../../../shared/round-form';
import { GhinSyncDialog } from '../../../shared/ghin-sync';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardHeader } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { AddRoundAction } from '../components/add-round-action';
import { ArchitectPortfolioCard } from '../components/architect-portfolio-card';
import { BucketListCard } from '../components/bucket-list-card';
import { BucketListDialog } from '../components/bucket-list-dialog';
import { WorldMapCard } from '../components/world-map-card';
import { AddToBucketListDialog } from '../../../shared/bucket-list/add-to-bucket-list-dialog';
import { useBucketList } from '../../../shared/bucket-list';
import { BUCKET_SIDEBAR_ENTRIES } from '../../../../../shared/schemas/bucket-list';
import { QuestCard } from '../components/quest-card';
import { RecentRoundsCard } from '../components/recent-rounds-card';
import './dashboard-page.css';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** A tile's number: "..." while the stats load (spec §4), "--" when there is none. */
function tileValue(stats: UserStats | undefined, isLoading: boolean, pick: (s: UserStats) => number | null) {
  if (isLoading) return '...';
  const value = stats ? pick(stats) : null;
  return value === null ? '--' : String(value);
}

/** A first visit (the account is under an hour old) is greeted "Welcome", not "Welcome back". */
const FIRST_VISIT_MS = 60 * 60 * 1000;

function welcome(user: User, firstName: string | undefined): string {
  if (!firstName) return 'Welcome to Fescue';
  const firstVisit = Date.now() - Date.parse(user.createdAt) < FIRST_VISIT_MS;
  return firstVisit ? `Welcome, ${firstName}` : `Welcome back, ${firstName}`;
}

/**
 * The signed-in home. Stats, recent rounds and the architect portfolio load in parallel (all three requests
 * start with the first render: no waterfall). The bucket list and GHIN sync arrive with their own issues and
 * say so.
 */
export default function DashboardPage({ user }: { user: User }) {
  const stats = useUserStats();
  const recent = useRecentRounds();
  const architects = useArchitectStats();
  // The same page the Your Bucket List card shows: one request for the card and the tile's count.
  const bucketList = useBucketList(BUCKET_SIDEBAR_ENTRIES);
  const [addRoundOpen, setAddRoundOpen] = useState(false);
  const [addBucketOpen, setAddBucketOpen] = useState(false);
  const [bucketListOpen, setBucketListOpen] = useState(false);
  const [ghinOpen, setGhinOpen] = useState(false);
  const [editing, setEditing] = useState<Round | null>(null);
  const [rating, setRating] = useState<Round | null>(null);
  const firstName = user.firstName?.trim();
  const handicap = <HandicapFigure user={user} />;
  const statsLoading = stats.isLoading;
  const tiles = [
    { label: 'Courses Played', value: tileValue(stats.data, statsLoading, (s) => s.coursesPlayed) },
    { label: 'Total Rounds', value: tileValue(stats.data, statsLoading, (s) => s.totalRounds) },
    { label: 'Countries', value: tileValue(stats.data, statsLoading, (s) => s.countriesVisited) },
    {
      label: 'Bucket List',
      value: bucketList.isLoading ? '...' : bucketList.data ? String(bucketList.data.total) : '--',
    },
    {
      label: bestScoreLabel(stats.data?.bestScoreHoles),
      value: tileValue(stats.data, statsLoading, (s) => s.bestScore),
    },
    { label: 'GHIN Index', value: handicap },
  ];
  const hasRounds = (stats.data?.totalRounds ?? 0) > 0;

  return (
    <div className="page-container dashboard">
      <title>Dashboard · Fescue</title>
      <section className="dashboard-hero" aria-labelledby="dashboard-title">
        <p className="dashboard-hero__eyebrow">{greeting(new Date().getHours())}</p>
        <h1 id="dashboard-title" className="dashboard-hero__title">
          {welcome(user, firstName)}
        </h1>
        <p className="dashboard-hero__intro">
          This is the home of your golf travel archive. Rounds you log, courses you rate and places you dream
          of playing will gather here.
        </p>
        <div className="dashboard-hero__actions">
          <Button variant="inverse" className="dashboard-hero__action" onClick={() => setAddRoundOpen(true)}>
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

      <section aria-labelledby="dashboard-stats-title" className="dashboard-stats">
        <h2 id="dashboard-stats-title" className="visually-hidden">
          Your numbers
        </h2>
        <dl className="dashboard-stats__tiles">
          {tiles.map(({ label, value }) => (
            <div key={label} className="dashboard-stats__tile">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="dashboard-grid">
        <div className="dashboard-grid__main">
          <WorldMapCard />

          <RecentRoundsCard
            rounds={recent.data}
            isLoading={recent.isLoading}
            error={recent.error}
            onEdit={setEditing}
            onRate={setRating}
            onAddRound={() => setAddRoundOpen(true)}
          />
          <ArchitectPortfolioCard
            architects={architects.data}
            isLoading={architects.isLoading}
            onAddRound={() => setAddRoundOpen(true)}
          />
        </div>

        <aside className="dashboard-grid__side" aria-label="Sidebar">
          <Card>
            <CardHeader title="Quick Stats" level={2} icon={<ListChecks />} />
            <CardContent>
              {hasRounds && stats.data ? (
                <dl className="quick-stats">
                  <div>
                    <dt>{bestScoreLabel(stats.data.bestScoreHoles)}</dt>
                    <dd>
                      {stats.data.bestScore ?? '--'}
                      {stats.data.bestScore === null || stats.data.bestScorePar === null ? null : (
                        // Against the best round's own par, not a fixed 72 (a 9-hole 43 is not "29 under").
                        <span className="quick-stats__sub">
                          {againstParWords(stats.data.bestScore, stats.data.bestScorePar)}
                        </span>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>Avg Score</dt>
                    <dd>{stats.data.averageScore === null ? '--' : stats.data.averageScore.toFixed(1)}</dd>
                  </div>
                  <div>
                    <dt>Total Rounds</dt>
                    <dd>{stats.data.totalRounds}</dd>
                  </div>
                  <div>
                    <dt>GHIN Index</dt>
                    <dd>{handicap}</dd>
                  </div>
                  <div>
                    <dt>GHIN #</dt>
                    <dd>{user.ghinNumber || 'N/A'}</dd>
                  </div>
                </dl>
              ) : statsLoading ? (
                <p className="quick-stats__empty">Loading stats...</p>
              ) : (
                <EmptyState
                  size="sm"
                  icon={<ListChecks />}
                  title="No stats available"
                  description="Scores and averages appear after your first round."
                  action={<AddRoundAction onClick={() => setAddRoundOpen(true)} />}
                />
              )}
            </CardContent>
          </Card>

          <BucketListCard onViewAll={() => setBucketListOpen(true)} />
          <QuestCard />
        </aside>
      </div>
      <AddRoundDialog open={addRoundOpen} onOpenChange={setAddRoundOpen} />
      <AddToBucketListDialog open={addBucketOpen} onOpenChange={setAddBucketOpen} />
      <BucketListDialog open={bucketListOpen} onOpenChange={setBucketListOpen} />
      <GhinSyncDialog user={user} open={ghinOpen} onOpenChange={setGhinOpen} />
      <EditRoundDialog round={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <RateCourseDialog
        target={rating ? roundTarget(rating) : null}
        onOpenChange={(open) => !open && setRating(null)}
      />
    </div>
  );
}
