import { RefreshCw } from 'lucide-react';
import useSWR from 'swr';
import { formatDate } from '#shared/format/date';
import { formatHandicapIndex } from '#shared/handicap/handicap-text';
import { NO_HANDICAP_TEXT } from '#shared/handicap/current-handicap';
import {
  ESTIMATE_RULES_NOTE,
  holeByHoleNote,
  type GhinTestResult,
  type HandicapEstimate,
} from '#shared/schemas/ghin';
import type { User } from '#shared/schemas/user';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { GHIN_CONNECTION_TEST_KEY } from '../api/ghin-cache';
import { useGhinStatus } from '../api/get-ghin-status';
import { useHandicapEstimate } from '../api/get-handicap-estimate';
import { testGhinConnection } from '../api/test-ghin-connection';
import { ConnectionTab } from './connection-tab';
import { FullSyncTab } from './full-sync-tab';
import { HandicapHistorySection } from './handicap-history';
import { ManualEntryTab } from './manual-entry-tab';
import './ghin.css';

/**
 * Why the estimate reads N/A, and what the golfer can do: the WHS needs 3 scores (54 holes) with the tee's
 * course rating and slope, and few catalog courses publish a rating.
 */
export function whyNoEstimate(estimate: HandicapEstimate): string {
  const scores = estimate.differentials.length;
  const have =
    scores === 0
      ? 'none of your own rounds has one yet'
      : `${scores} of your scores ${scores === 1 ? 'has' : 'have'} them`;
  return `An estimate needs 3 scores (54 holes) with the tee's course rating and slope, and ${have}. Add the Course Rating and Slope from your scorecard when you add or edit a round.`;
}

type TestState = { state: 'testing' } | { state: 'done'; result: GhinTestResult } | { state: 'failed' };

/**
 * The GHIN screen (docs/product-rules.md#ghin): a status card with Retest Connection on top (the test runs on
 * open and on Retest), the official index's history, then the tabs Full GHIN Sync, Manual Entry and
 * Connection. GHIN's official index is shown beside Fescue's own WHS estimate, each labelled for what it is.
 */
export function GhinSyncDialog({
  user,
  open,
  onOpenChange,
}: {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const status = useGhinStatus(open);
  const estimate = useHandicapEstimate(open);
  const testing = useSWR(open ? GHIN_CONNECTION_TEST_KEY : null, () => testGhinConnection());
  const test: TestState =
    testing.isValidating || (!testing.data && !testing.error)
      ? { state: 'testing' }
      : testing.data
        ? { state: 'done', result: testing.data }
        : { state: 'failed' };
  const retest = () => void testing.mutate();

  const badge =
    test.state === 'testing'
      ? { text: 'Testing...', variant: 'outline' as const }
      : test.state === 'done' && test.result.success
        ? { text: 'Connected', variant: 'success' as const }
        : test.state === 'done' && status.data?.ghinNumber && !status.data.ghinNumberVerified
          ? // A typed number: the golfer's own note, never read from GHIN (the message says what proving takes).
            { text: 'Not verified', variant: 'neutral' as const }
          : test.state === 'done' && !status.data?.connected
            ? { text: 'Not connected', variant: 'neutral' as const }
            : { text: 'Unavailable', variant: 'neutral' as const };
  const message =
    test.state === 'testing'
      ? 'Checking your GHIN connection...'
      : test.state === 'done'
        ? test.result.message
        : 'Fescue could not check the connection. Please try again.';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="GHIN Sync"
        description="Import your handicap and scores from GHIN, the USGA's handicap service, with your own GHIN login."
        className="ghin-dialog"
      >
        <section className="ghin-status" aria-label="GHIN connection status">
          <div className="ghin-status__head">
            <Badge variant={badge.variant}>{badge.text}</Badge>
            <p className="ghin-status__message" role="status">
              {message}
            </p>
            <Button variant="secondary" size="sm" onClick={retest} disabled={test.state === 'testing'}>
              <RefreshCw aria-hidden="true" /> Retest Connection
            </Button>
          </div>
        </section>
        <Tabs defaultValue="full" className="ghin-tabs">
          <TabsList aria-label="GHIN">
            <TabsTrigger value="full">Full GHIN Sync</TabsTrigger>
            <TabsTrigger value="manual">Manual Entry</TabsTrigger>
            <TabsTrigger value="connection">Connection</TabsTrigger>
          </TabsList>
          <TabsContent value="full">
            <FullSyncTab status={status.data} />
          </TabsContent>
          <TabsContent value="manual">
            <ManualEntryTab user={user} status={status.data} />
          </TabsContent>
          <TabsContent value="connection">
            <ConnectionTab status={status.data} isLoading={status.isLoading} />
          </TabsContent>
        </Tabs>
        {/* After the tabs: a golfer who has not connected finds the login first, without scrolling. */}
        <section className="ghin-status ghin-status--figures" aria-label="Your handicap figures">
          <dl className="ghin-status__figures">
            <div>
              <dt>Official Handicap Index (GHIN)</dt>
              <dd>
                {formatHandicapIndex(user.ghinHandicap) ?? NO_HANDICAP_TEXT}
                {status.data?.revisionDate ? (
                  <span className="ghin-note"> revised {formatDate(status.data.revisionDate)}</span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>Fescue estimate, not an official Handicap Index</dt>
              <dd>
                {estimate.isLoading ? (
                  <span className="ghin-note">Working it out...</span>
                ) : (
                  (formatHandicapIndex(estimate.data?.estimate) ?? NO_HANDICAP_TEXT)
                )}
                {estimate.data && estimate.data.estimate !== null ? (
                  <span className="ghin-note">
                    {' '}
                    from {estimate.data.roundsConsidered} of your own rounds with a course rating and slope
                  </span>
                ) : null}
              </dd>
              {estimate.data && estimate.data.estimate === null ? (
                <dd className="ghin-note ghin-status__why">{whyNoEstimate(estimate.data)}</dd>
              ) : null}
              {estimate.data && estimate.data.estimate !== null ? (
                <dd className="ghin-note">
                  {holeByHoleNote(estimate.data.adjustedHoleByHole, estimate.data.roundsConsidered)}.{' '}
                  {ESTIMATE_RULES_NOTE}
                </dd>
              ) : null}
            </div>
          </dl>
        </section>
        <HandicapHistorySection open={open} />
      </DialogContent>
    </Dialog>
  );
}
