import './zod-config';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';
import './shared/styles/fonts.css';
import './shared/styles/tokens.css';
import './shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSessionCheck } from './features/auth/api/get-auth-user';
import { UpdatePrompt } from './app/pwa/update-prompt';

startSessionCheck();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
    <UpdatePrompt />
  </StrictMode>,
);
