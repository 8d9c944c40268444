import './zod-config';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';
import './shared/styles/fonts.css';
import './shared/styles/tokens.css';
import './shared/styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from './app/react-dom-client';
import { App } from './app/app';
import { startSessionCheck } from './features/auth';
import { UpdatePrompt } from './app/pwa/update-prompt';
import {
  PRERENDERED_PATH_ATTRIBUTE,
  PRERENDERED_SIGNED_OUT_ATTRIBUTE,
  renderLandingWhilePending,
  renderSignedInShellWhilePending,
} from './app/prerender/pending-signed-in-shell';
import { arrivedFromAccountDeletion } from './shared/lib/account-deleted-notice';

startSessionCheck();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
    <UpdatePrompt />
  </StrictMode>
);

// A prerendered screen's page (app/prerender): React adopts the markup it was built with, which painted
// before this code ran. Anywhere else (index.html's loading screen, or a prerendered page whose address has
// since changed) it renders afresh.
const prerenderedPath = root.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
const prerenderedLanding = root.hasAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE);
// The landing page as built has no notice; a visit back from deleting an account shows one, so it renders
// afresh (the loading screen, then the landing page with its notice, as on any other page).
if (
  prerenderedPath !== null &&
  prerenderedPath === window.location.pathname &&
  !(prerenderedLanding && arrivedFromAccountDeletion())
) {
  if (prerenderedLanding) renderLandingWhilePending();
  else renderSignedInShellWhilePending();
  // As a transition: React adopts the screen in slices that leave the main thread free between them, rather
  // than in one long task (the screen is already painted; nothing waits on this but input).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
