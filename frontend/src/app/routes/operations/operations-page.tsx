import { isHttpError } from '@/shared/api/http';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useOperations } from '@/features/operations';
import './operations-page.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/**
 * The Operations page (docs/operations.md, "The Operations page"): for operators (Cognito group `admins`)
 * only; the API answers 403 to anyone else and the page says so. Every action an operator takes from here
 * goes through the existing operator routes, each audited.
 */
export default function OperationsPage() {
  const { data, error, isLoading } = useOperations();
  if (isLoading) {
    return (
      <main className="operations" aria-busy="true">
        <h1>Operations</h1>
        <Skeleton height={240} />
      </main>
    );
  }
  if (isHttpError(error, 403)) {
    return (
      <main className="operations">
        <title>Operations · Fescue</title>
        <h1 className="visually-hidden">Operations</h1>
        <EmptyState
          title="Operations is for operators"
          description="Only members of the operators’ group can open it."
        />
      </main>
    );
  }
  if (error || !data) {
    return (
      <main className="operations">
        <EmptyState title="We couldn't load Operations" description={error?.message ?? ''} />
      </main>
    );
  }
  const { catalog, migrations, ghin, reportedStories, events, premiumMembers } = data;
  return (
    <main className="operations">
      <title>Operations · Fescue</title>
      <h1>Operations</h1>
      <div className="operations__grid">
        <section className="operations__card" aria-labelledby="ops-catalog">
          <h2 id="ops-catalog">Catalog</h2>
          <table>
            <tbody>
              <tr>
                <th scope="row">Courses</th>
                <td>{catalog.total}</td>
              </tr>
              <tr>
                <th scope="row">Curated</th>
                <td>{catalog.bySource.curated}</td>
              </tr>
              <tr>
                <th scope="row">OpenGolfAPI</th>
                <td>{catalog.bySource.opengolfapi}</td>
              </tr>
              <tr>
                <th scope="row">OpenStreetMap</th>
                <td>{catalog.bySource.openstreetmap}</td>
              </tr>
              <tr>
                <th scope="row">Golfers’ courses</th>
                <td>{catalog.golfersCourses}</td>
              </tr>
            </tbody>
          </table>
        </section>
        <section className="operations__card" aria-labelledby="ops-ghin">
          <h2 id="ops-ghin">GHIN sync</h2>
          {ghin.runs.length === 0 ? (
            <p>No scheduled run yet.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th>Run</th>
                  <th>Golfers</th>
                  <th>Synced</th>
                  <th>Failed</th>
                  <th>Dead-letter</th>
                </tr>
              </thead>
              <tbody>
                {ghin.runs.map((run) => (
                  <tr key={run.runId}>
                    <td>{when(run.startedAt)}</td>
                    <td>{run.golfers}</td>
                    <td>{run.succeeded}</td>
                    <td>{run.failed}</td>
                    <td>{run.deadLettered}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      <section className="operations__card" aria-labelledby="ops-migrations">
        <h2 id="ops-migrations">Migrations</h2>
        <table>
          <thead>
            <tr>
              <th>Migration</th>
              <th>Status</th>
              <th>Started</th>
              <th>Finished</th>
              <th>Items</th>
            </tr>
          </thead>
          <tbody>
            {migrations.map((entry) => (
              <tr key={entry.name}>
                <td>{entry.name}</td>
                <td className={`operations__status--${entry.status}`}>
                  {entry.status}
                  {entry.error ? `: ${entry.error}` : ''}
                </td>
                <td>{when(entry.startedAt)}</td>
                <td>{when(entry.finishedAt)}</td>
                <td>{entry.processed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="operations__grid">
        <section className="operations__card" aria-labelledby="ops-stories">
          <h2 id="ops-stories">Reported stories</h2>
          {reportedStories.length === 0 ? (
            <p>Nothing to review.</p>
          ) : (
            <ul>
              {reportedStories.map((story) => (
                <li key={story.id}>
                  {story.courseId}, {story.playedAt}: {story.reportCount} reports
                  {story.hidden ? ' (hidden)' : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="operations__card" aria-labelledby="ops-events">
          <h2 id="ops-events">Events</h2>
          {events.length === 0 ? (
            <p>No upcoming event.</p>
          ) : (
            <ul>
              {events.map((event) => (
                <li key={event.id}>
                  {event.title}, {event.startDate}: {event.spotsFilled} of {event.maxAttendees} spots
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="operations__card" aria-labelledby="ops-premium">
          <h2 id="ops-premium">Premium members</h2>
          {premiumMembers.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul>
              {premiumMembers.map((member) => (
                <li key={member.id}>{member.name}</li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
