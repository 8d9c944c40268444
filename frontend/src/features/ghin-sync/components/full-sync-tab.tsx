import { CircleCheck, RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { NO_HANDICAP_TEXT } from '#shared/handicap/current-handicap';
import { formatHandicapIndex } from '#shared/handicap/handicap-text';
import {
  CREDENTIALS_REQUIRED_MESSAGE,
  CREDENTIALS_REQUIRED_TITLE,
  type GhinStatus,
  type GhinSyncResult,
} from '#shared/schemas/ghin';
import { Button } from '@/shared/ui/button';
import { Field, Input } from '@/shared/ui/field';
import { useToast } from '@/shared/ui/toast';
import { connectGhin } from '../api/connect-ghin';
import { useRefreshAfterGhinChange } from '../api/ghin-cache';
import { syncGhin } from '../api/sync-ghin';
import { failureMessage } from './ghin-messages';
import { NO_VALUE } from '@/shared/lib/empty-value';

type Phase =
  { step: 'form' } | { step: 'connecting' } | { step: 'syncing' } | { step: 'done'; result: GhinSyncResult };

/** docs/product-rules.md#ghin: the progress bar stands at 30 while connecting and 70 while syncing. */
const PROGRESS = { connecting: 30, syncing: 70 } as const;

/**
 * Full GHIN Sync (docs/product-rules.md#ghin): sign in with the golfer's own GHIN login, then import;
 * progress while connecting and syncing, then the summary in place of the form. Failures say what happened
 * (GHIN refused the login, is unavailable, or limits requests until a time): never demonstration data.
 */
export function FullSyncTab({ status }: { status: GhinStatus | undefined }) {
  const { toast } = useToast();
  const refresh = useRefreshAfterGhinChange();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  // Why the last attempt failed, shown on the form until the golfer changes what they typed: a refused
  // login stays readable beside the fields to correct, not in a toast that goes after a few seconds.
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const busy = phase.step === 'connecting' || phase.step === 'syncing';

  async function runSync(all = false) {
    setPhase({ step: 'syncing' });
    try {
      const result = await syncGhin({ all });
      setPhase({ step: 'done', result });
      toast({
        title: 'GHIN Sync Complete!',
        description: `${result.roundsCreated} rounds and ${result.coursesCreated} courses imported.`,
        variant: 'success',
      });
    } catch (error) {
      setPhase({ step: 'form' });
      setFailure({
        title: 'Sync Failed',
        message: failureMessage(error, 'Failed to sync GHIN data. Please try again.'),
      });
    } finally {
      void refresh();
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setFailure({ title: CREDENTIALS_REQUIRED_TITLE, message: CREDENTIALS_REQUIRED_MESSAGE });
      return;
    }
    setFailure(null);
    setPhase({ step: 'connecting' });
    try {
      await connectGhin({ username, password });
      setPassword('');
    } catch (error) {
      setPhase({ step: 'form' });
      setFailure({
        title: 'Connection Failed',
        message: failureMessage(error, 'Unable to connect to GHIN. Please check your credentials.'),
      });
      return;
    }
    await runSync();
  }

  if (phase.step === 'done') {
    const { result } = phase;
    const more = result.scoresAvailable - result.scoresRead;
    return (
      <section className="ghin-summary-panel" aria-labelledby="ghin-summary-title">
        <h3 id="ghin-summary-title" className="ghin-summary-panel__title">
          <CircleCheck aria-hidden="true" /> GHIN Sync Complete!
        </h3>
        <dl className="ghin-summary-panel__figures">
          <Figure label="Rounds imported" value={result.roundsCreated} />
          <Figure label="Rounds updated" value={result.roundsUpdated} />
          <Figure label="Courses added" value={result.coursesCreated} />
          <Figure
            label="Official index"
            value={formatHandicapIndex(result.handicapIndex) ?? NO_HANDICAP_TEXT}
          />
          <Figure label="Total rounds" value={result.totalRounds} />
          <Figure label="Total courses" value={result.totalCourses} />
          <Figure label="Countries" value={result.countriesVisited} />
          <Figure label="Average score" value={result.averageScore ?? NO_VALUE} />
        </dl>
        <p className="ghin-note">
          Read the {result.scoresRead} most recent of your {result.scoresAvailable} GHIN scores.
          {result.handicapUpdated ? ' Your official index on Fescue was updated.' : ''}
        </p>
        <div className="ghin-actions">
          {more > 0 ? (
            <Button variant="secondary" onClick={() => void runSync(true)}>
              Import all {result.scoresAvailable} scores
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => setPhase({ step: 'form' })}>
            Done
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="ghin-tab">
      {busy ? (
        <div className="ghin-progress" role="status" aria-live="polite">
          <p>
            {phase.step === 'connecting'
              ? 'Connecting to GHIN...'
              : 'Importing your GHIN scores... this may take a minute or two.'}
          </p>
          <progress max={100} value={PROGRESS[phase.step]} aria-label="GHIN sync progress" />
        </div>
      ) : null}
      {status?.connected ? (
        <div className="ghin-connected">
          <p>
            Connected as {status.golferName ?? 'your GHIN account'} (GHIN # {status.ghinNumber}). Sync again
            without signing in, or sign in below as someone else.
          </p>
          <Button onClick={() => void runSync()} disabled={busy}>
            <RefreshCw aria-hidden="true" /> Sync Now
          </Button>
        </div>
      ) : null}
      <form className="ghin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field label="GHIN number or email" hint="The login you use on the GHIN app or ghin.com.">
          <Input
            autoComplete="username"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setFailure(null);
            }}
            disabled={busy}
          />
        </Field>
        <Field label="GHIN password" hint="Sent to GHIN once to sign in; Fescue never stores it.">
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setFailure(null);
            }}
            disabled={busy}
          />
        </Field>
        {failure ? (
          <div className="ghin-form__failure" role="alert">
            <p className="ghin-form__failure-title">{failure.title}</p>
            <p>{failure.message}</p>
          </div>
        ) : null}
        <Button type="submit" disabled={busy || !username.trim() || !password}>
          {busy ? 'Syncing...' : 'Connect & Sync'}
        </Button>
      </form>
      <p className="ghin-note">
        Imports up to your 100 most recent scores; it may take 1 to 2 minutes. Fescue uses GHIN&apos;s
        unofficial API with your own login.
      </p>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
