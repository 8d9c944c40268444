import {
  ArrowRight,
  BookmarkPlus,
  Flag,
  Globe2,
  Heart,
  ListChecks,
  PenTool,
  PlusCircle,
  RefreshCw,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import type { User } from '../../../../../shared/schemas/user';
import { formatHandicap } from '../../../shared/lib/format';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardHeader } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import './dashboard-page.css';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * The signed-in home. Rounds, the bucket list and GHIN sync arrive with their own issues; until then every
 * count is the true one (nothing logged yet) and each section says what will appear there.
 */
export default function DashboardPage({ user }: { user: User }) {
  const firstName = user.firstName?.trim();
  const ghinIndex = formatHandicap(user.ghinHandicap);
  const tiles = [
    { label: 'Courses Played', value: '0' },
    { label: 'Total Rounds', value: '0' },
    { label: 'Countries', value: '0' },
    { label: 'Bucket List', value: '0' },
    { label: 'Best Score', value: '--' },
    { label: 'GHIN Index', value: ghinIndex ?? '--' },
  ];
  const actions = [
    { icon: PlusCircle, label: 'Add New Round' },
    { icon: BookmarkPlus, label: 'Add to Bucket List' },
    { icon: RefreshCw, label: 'GHIN Sync' },
  ];

  return (
    <div className="page-container dashboard">
      <title>Dashboard · Fescue</title>
      <section className="dashboard-hero" aria-labelledby="dashboard-title">
        <p className="dashboard-hero__eyebrow">{greeting(new Date().getHours())}</p>
        <h1 id="dashboard-title" className="dashboard-hero__title">
          {firstName ? `Welcome back, ${firstName}` : 'Welcome to Fescue'}
        </h1>
        <p className="dashboard-hero__intro">
          This is the home of your golf travel archive. Rounds you log, courses you rate and places you dream
          of playing will gather here.
        </p>
        <div className="dashboard-hero__actions">
          {actions.map(({ icon: Icon, label }) => (
            <Button
              key={label}
              variant="inverse"
              className="dashboard-hero__action"
              disabled
              aria-describedby="dashboard-actions-note"
            >
              <Icon aria-hidden="true" />
              {label}
              <Badge variant="soon">Soon</Badge>
            </Button>
          ))}
        </div>
        <p id="dashboard-actions-note" className="dashboard-hero__note">
          Round logging, the bucket list and GHIN sync are being built and open soon.
        </p>
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
          <Card>
            <CardHeader
              title="Your Global Footprint"
              description="Every course you play, pinned on a map of the world."
              icon={<Globe2 />}
              aside={
                <Button asChild variant="ghost" size="sm">
                  <Link to="/map">
                    Full Map
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              }
            />
            <CardContent>
              <EmptyState
                icon={<Globe2 />}
                title="Your map is waiting for its first pin"
                description="Played courses will show in green and bucket-list courses in amber once round logging opens."
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader
              title="Recent Rounds"
              icon={<Flag />}
              aside={
                <Button asChild variant="ghost" size="sm">
                  <Link to="/rounds">
                    View All
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              }
            />
            <CardContent>
              <EmptyState
                size="sm"
                icon={<Flag />}
                title="No recent rounds found"
                description="Start tracking your golf rounds to see them here."
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader title="Architect Portfolio" icon={<PenTool />} />
            <CardContent>
              <EmptyState
                size="sm"
                icon={<PenTool />}
                title="No architects yet"
                description="The designers behind the courses you play will be collected here, with a count for each."
              />
            </CardContent>
          </Card>
        </div>

        <aside className="dashboard-grid__side" aria-label="Sidebar">
          <Card>
            <CardHeader title="Quick Stats" level={2} icon={<ListChecks />} />
            <CardContent>
              <dl className="quick-stats">
                <div>
                  <dt>GHIN Index</dt>
                  <dd>{ghinIndex ?? 'N/A'}</dd>
                </div>
                <div>
                  <dt>GHIN #</dt>
                  <dd>{user.ghinNumber || 'N/A'}</dd>
                </div>
              </dl>
              <p className="quick-stats__empty">No stats available</p>
              <p className="dashboard-note">Scores and averages appear after your first round.</p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader
              title="Your Bucket List"
              icon={<Heart />}
              aside={<Badge variant="neutral">0</Badge>}
            />
            <CardContent>
              <EmptyState
                size="sm"
                icon={<Heart />}
                title="Your bucket list is empty"
                description="Add courses you want to play!"
                action={<Badge variant="soon">Coming soon</Badge>}
              />
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
