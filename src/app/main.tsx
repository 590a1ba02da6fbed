import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { db } from '../data/db';
import { readFirstPaintData, seedFromPage } from '../data/seed-from-page';
import { startSyncTriggers } from '../data/sync-triggers';
import { checkSession } from '../features/account/check-session';
import { App } from './app';
import { watchInstallPrompt } from './install-store';
import { registerServiceWorker } from './register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(element: HTMLElement) {
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The catalogue the server wrote into the page goes into Dexie first, so the first render shows
// real products without a request (docs/decisions/165). If IndexedDB refuses, the page renders
// anyway and fetches as usual.
const firstPaint = readFirstPaintData(document);
if (firstPaint) {
  seedFromPage(db, firstPaint)
    .catch((error: unknown) => console.warn('Keeping the catalogue written into the page failed:', error))
    .finally(() => render(root));
} else {
  render(root);
}

// Once per load, outside React: the shopper's session check (spec 000 s4; not on the back
// office, which keeps no data on the device) and the service worker.
if (!window.location.pathname.toLowerCase().startsWith('/admin')) {
  void checkSession();
  startSyncTriggers();
}
registerServiceWorker();
watchInstallPrompt();
