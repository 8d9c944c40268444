import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { refreshRoundDerivedData } from '@/shared/api/round-writes';
import { useToast } from '@/shared/ui/toast';
import { startOutbox } from '../outbox-client';
import { OfflineNotice } from '@/shared/offline/components/offline-notice';
import { PendingRounds } from './pending-rounds';
import './device-status.css';

/**
 * The signed-in shell's offline parts (docs/product-rules.md#offline): the offline notice, the rounds waiting
 * on this device, and the outbox's life for this golfer (sync at start, on reconnect, after a save). Once
 * rounds are sent, every read derived from rounds loads again, so the archive has them once.
 */
export function DeviceStatus({ userId }: { userId: string }) {
  const { mutate } = useSWRConfig();
  const { toastAfterCurrent } = useToast();
  useEffect(
    () =>
      startOutbox(userId, (sent) => {
        // The pending panel goes as its rounds leave: say where they went.
        toastAfterCurrent({
          title: sent === 1 ? 'Round synced' : 'Rounds synced',
          description:
            sent === null
              ? 'The rounds kept on this device are now in your archive.'
              : `${sent === 1 ? 'The round' : `${sent} rounds`} kept on this device ${sent === 1 ? 'is' : 'are'} now in your archive.`,
          variant: 'success',
        });
        void refreshRoundDerivedData(mutate);
      }),
    [userId, mutate, toastAfterCurrent],
  );
  // Back online: what the screens show came from the device; ask the server again (the no-refetch rule of
  // docs/product-rules.md#data-loading is about a live connection, not about data the server never gave this
  // session).
  useEffect(() => {
    const refresh = () => void mutate((key) => typeof key === 'string' && key.startsWith('/api/'));
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [mutate]);
  return (
    <div className="device-status">
      <OfflineNotice />
      <PendingRounds />
    </div>
  );
}
