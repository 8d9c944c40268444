import { useState } from 'react';
import {
  GHIN_TYPED_NUMBER_NOTE,
  SCHEDULED_SYNC_UNAVAILABLE_MESSAGE,
  type GhinStatus,
  type OperatorAccessState,
} from '#shared/schemas/ghin';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { Switch } from '@/shared/ui/switch';
import { useToast } from '@/shared/ui/toast';
import { useRefreshAfterGhinChange } from '../api/ghin-cache';
import { removeImportedRounds } from '../api/remove-imported-rounds';
import { updateGhinSettings } from '../api/update-ghin-settings';
import { failureMessage, formatWhen, ghinNumberText } from './ghin-messages';

/** Why the switch is off-limits without a proved number: the scheduled sync reads GHIN with it. */
export const SCHEDULED_SYNC_NEEDS_PROOF =
  'Needs a GHIN number you proved: connect with your GHIN login in Full GHIN Sync first.';

/** Where the golfer's consent to this site's GHIN account stands (the daily sync reads GHIN with it). */
export const OPERATOR_ACCESS_TEXT: Record<OperatorAccessState, string> = {
  'not-requested': 'Not requested yet: Fescue asks GHIN when you turn on Keep my GHIN data in sync',
  pending:
    'Requested: approve Fescue’s access request in GHIN (the GHIN app or ghin.com) so the daily sync can read your scores',
  approved: 'Approved in GHIN: the daily sync reads your scores',
  refused: 'Declined in GHIN, so the daily sync is off. Turn it on to ask again',
};

/**
 * Connection (the seed's API Testing tab, with real status): what Fescue knows of the link, the scheduled
 * sync switch (or why it is not available here), and removing every imported round in one action.
 */
export function ConnectionTab({ status, isLoading }: { status: GhinStatus | undefined; isLoading: boolean }) {
  const { toast } = useToast();
  const refresh = useRefreshAfterGhinChange();
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (isLoading || !status) {
    return (
      <div className="ghin-tab" aria-busy="true">
        <Skeleton height="9rem" />
      </div>
    );
  }

  async function toggle(enabled: boolean) {
    setSaving(true);
    try {
      await updateGhinSettings(enabled);
      await refresh();
    } catch (error) {
      toast({
        title: 'Not Saved',
        description: failureMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  async function removeAll() {
    setSaving(true);
    try {
      const { roundsRemoved } = await removeImportedRounds();
      toast({
        title: 'GHIN Rounds Removed',
        description: `${roundsRemoved} imported rounds removed.`,
        variant: 'success',
      });
      setConfirming(false);
      await refresh();
    } catch (error) {
      toast({
        title: 'Remove Failed',
        description: failureMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  const typedOnly = status.ghinNumber !== null && !status.ghinNumberVerified;
  const rows = [
    ['Connection', status.connected ? 'Connected with your GHIN login' : 'Not connected'],
    ['GHIN #', ghinNumberText(status)],
    ['Last sync', formatWhen(status.lastSyncAt)],
    ['Next scheduled sync', status.nextSyncAt ? formatWhen(status.nextSyncAt) : 'None'],
    [
      'Last error',
      status.lastError ? `${status.lastError.message} (${formatWhen(status.lastError.at)})` : 'None',
    ],
    ['Rounds imported from GHIN', String(status.importedRounds)],
    ...(status.scheduledSyncAvailable && status.ghinNumberVerified
      ? ([['GHIN access for the daily sync', OPERATOR_ACCESS_TEXT[status.operatorAccess]]] as const)
      : []),
  ] as const;

  return (
    <div className="ghin-tab">
      <dl className="ghin-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {typedOnly ? <p className="ghin-note ghin-unproved">{GHIN_TYPED_NUMBER_NOTE}</p> : null}
      <div className="ghin-setting">
        <label htmlFor="ghin-keep-in-sync" className="ghin-setting__label">
          Keep my GHIN data in sync
          <span className="ghin-note">
            {!status.scheduledSyncAvailable
              ? SCHEDULED_SYNC_UNAVAILABLE_MESSAGE
              : status.ghinNumberVerified
                ? 'Fescue syncs your GHIN scores and index once a day, with this site’s GHIN account (your password is never kept).'
                : SCHEDULED_SYNC_NEEDS_PROOF}
          </span>
        </label>
        <Switch
          id="ghin-keep-in-sync"
          checked={status.syncEnabled}
          disabled={saving || !status.scheduledSyncAvailable || !status.ghinNumberVerified}
          onCheckedChange={(checked) => void toggle(checked)}
        />
      </div>
      {status.importedRounds > 0 ? (
        confirming ? (
          <div className="ghin-confirm" role="group" aria-label="Confirm removing GHIN rounds">
            <p>
              Remove all {status.importedRounds} rounds imported from GHIN? Rounds you logged yourself stay.
              This action cannot be undone.
            </p>
            <div className="ghin-actions">
              <Button variant="destructive" onClick={() => void removeAll()} disabled={saving}>
                {saving ? 'Removing...' : 'Remove GHIN Rounds'}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={saving}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Remove all rounds imported from GHIN
          </Button>
        )
      ) : null}
    </div>
  );
}
