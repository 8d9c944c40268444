import { CloudOff } from 'lucide-react';
import { useShowingDeviceData } from '../connectivity';

export const OFFLINE_NOTICE = 'Offline: showing what this device last saw';

/**
 * docs/product-rules.md#offline: while offline (or while the server does not answer) the screens show what
 * this device last saw, and say so. Announced politely once; it takes no space when online, and only its own
 * line when shown.
 */
export function OfflineNotice() {
  const showing = useShowingDeviceData();
  return (
    <div className="offline-notice-region" role="status">
      {showing ? (
        <p className="offline-notice">
          <CloudOff aria-hidden="true" />
          <span>
            <strong>{OFFLINE_NOTICE}.</strong> Rounds you add are kept here and sync when you are back online.
          </span>
        </p>
      ) : null}
    </div>
  );
}
