import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSyncTriggers } from '../data/sync-triggers';
import { checkSession } from '../features/account/check-session';
import { App } from './app';
import { watchInstallPrompt } from './install-store';
import { registerServiceWorker } from './register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Once per load, outside React: the shopper's session check (spec 000 s4; not on the back
// office, which keeps no data on the device) and the service worker.
if (!window.location.pathname.toLowerCase().startsWith('/admin')) {
  void checkSession();
  startSyncTriggers();
}
registerServiceWorker();
watchInstallPrompt();
