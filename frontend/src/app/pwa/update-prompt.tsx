/// <reference types="vite-plugin-pwa/react" />
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdatePromptBar } from './update-prompt-bar';

/** How often an open app asks whether a new version was deployed (a golfer may keep it open all day). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (issue 19) and, when a new version has been installed beside the running one,
 * says so. The new version takes over only when the golfer clicks Reload, so nobody loses a half-filled form
 * to an update; Later hides the prompt until the next start.
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
    <UpdatePromptBar
      newVersionReady={needRefresh}
      onReload={() => void updateServiceWorker(true)}
      onLater={() => setNeedRefresh(false)}
    />
  );
}
