/// <reference types="vite-plugin-pwa/react" />
import { RefreshCw } from 'lucide-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../shared/ui/button';
import './update-prompt.css';

/** How often an open app asks whether a new version was deployed (a golfer may keep it open all day). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (issue 19) and, when a new version has been installed beside the running one,
 * says so: "A new version is ready" with Reload. The new version takes over only on that click, so nobody
 * loses a half-filled form to an update; Later hides the prompt until the next start.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
  return (
    <div className="update-prompt-region" role="status" aria-live="polite">
      {needRefresh ? (
        <div className="update-prompt">
          <RefreshCw aria-hidden="true" />
          <p className="update-prompt__text">A new version is ready</p>
          <Button size="sm" variant="accent" onClick={() => void updateServiceWorker(true)}>
            Reload
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="update-prompt__later"
            onClick={() => setNeedRefresh(false)}
          >
            Later
          </Button>
        </div>
      ) : null}
    </div>
  );
}
