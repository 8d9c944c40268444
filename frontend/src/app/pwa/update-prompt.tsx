/// <reference types="vite-plugin-pwa/react" />
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { afterFirstScreen } from './after-first-screen';
import { UpdatePromptBar } from './update-prompt-bar';

/** How often an open app asks whether a new version was deployed (a golfer may keep it open all day). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * The service worker's first install downloads the whole app into its precache. Registered at once, that
 * download (and workbox-window's own code) would share a slow phone's connection with the first screen's code
 * and data; it waits until that screen is up (afterFirstScreen). A returning golfer's worker is already
 * installed and answers from its cache either way.
 */
export function UpdatePrompt() {
  const [firstScreenUp, setFirstScreenUp] = useState(false);
  useEffect(() => afterFirstScreen(() => setFirstScreenUp(true)), []);
  return firstScreenUp ? <RegisteredUpdatePrompt /> : null;
}

/**
 * Registers the service worker (docs/product-rules.md#offline) and, when a new version has been installed
 * beside the running one, says so. The new version takes over only when the golfer clicks Reload, so nobody
 * loses a half-filled form to an update; Later hides the prompt until the next start.
 */
function RegisteredUpdatePrompt() {
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
    <UpdatePromptBar
      newVersionReady={needRefresh}
      onReload={() => void updateServiceWorker(true)}
      onLater={() => setNeedRefresh(false)}
    />
  );
}
