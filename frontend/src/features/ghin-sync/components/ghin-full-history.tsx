import { useState } from 'react';
import type { GhinSyncResult } from '#shared/schemas/ghin';
import { Button } from '@/shared/ui/button';
import { useRefreshAfterGhinChange } from '../api/ghin-cache';
import { useGhinStatus } from '../api/get-ghin-status';
import { syncGhin } from '../api/sync-ghin';
import { failureMessage } from './ghin-messages';

/**
 * GHIN's whole score history on demand, for the import screen: the GHIN sync itself with `all` (a scheduled
 * sync reads the 100 latest). A golfer not connected is sent to the GHIN screen to prove their number.
 */
export function GhinFullHistory() {
  const status = useGhinStatus();
  const refresh = useRefreshAfterGhinChange();
  const [phase, setPhase] = useState<
    | { step: 'idle' }
    | { step: 'syncing' }
    | { step: 'done'; result: GhinSyncResult }
    | { step: 'failed'; message: string }
  >({ step: 'idle' });
  const connected = status.data?.connected === true && status.data.ghinNumberVerified;
  const run = async () => {
    setPhase({ step: 'syncing' });
    try {
      setPhase({ step: 'done', result: await syncGhin({ all: true }) });
    } catch (error) {
      setPhase({
        step: 'failed',
        message: failureMessage(error, 'The GHIN import failed. Please try again.'),
      });
    } finally {
      void refresh();
    }
  };
  return (
    <section className="import-screen__ghin" aria-labelledby="ghin-history-title">
      <h2 id="ghin-history-title">Your whole GHIN history</h2>
      {connected ? (
        <>
          <p>
            Every score GHIN holds for you, not only the latest 100. Scores already in Fescue are not added
            again.
          </p>
          <div>
            <Button variant="secondary" pending={phase.step === 'syncing'} onClick={() => void run()}>
              Import my full GHIN history
            </Button>
          </div>
        </>
      ) : (
        <p>
          Connect GHIN first (GHIN Sync on the dashboard): then your whole score history can be imported here.
        </p>
      )}
      {phase.step === 'done' ? (
        <p role="status">
          {phase.result.roundsCreated} rounds and {phase.result.coursesCreated} courses imported from{' '}
          {phase.result.scoresRead} GHIN scores.
        </p>
      ) : null}
      {phase.step === 'failed' ? (
        <p className="import-screen__error" role="alert">
          {phase.message}
        </p>
      ) : null}
    </section>
  );
}
