import { START_FAILURE_MESSAGE } from './start-failure';

/**
 * The storefront's entry script (index.html). Where the server (decision 165) or the service
 * worker (decision 177) wrote the page's first screen into #root, the browser paints it before
 * the shell is evaluated: evaluating React, Dexie, Mantine and the app takes a phone 100 to 300 ms,
 * and a module script that has arrived runs before the browser's next paint, so the written
 * screen would wait for it. index.html fetches the shell's files meanwhile (modulepreload,
 * scripts/shell-preload.ts), so nothing arrives later for it.
 */
const written = (document.getElementById('root')?.childElementCount ?? 0) > 0;

/** After the next paint; at once in a tab nobody sees (a hidden tab paints nothing). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The shop's code could not be fetched (a connection that drops during a first visit): where no
 * first screen was written, say so with a way to try again instead of leaving a blank page.
 * A written first screen stays: its links work without the app.
 */
function showCouldNotStart(error: unknown): void {
  console.error('The shop could not start:', error);
  const root = document.getElementById('root');
  if (!root || root.childElementCount > 0) return;
  const notice = document.createElement('div');
  notice.className = 'start-failure';
  notice.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = START_FAILURE_MESSAGE;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(message, reload);
  root.append(notice);
}

/** When this tab last reloaded for newer code (ms), so a failure a reload does not cure is not reloaded again. */
const RELOADED_AT = 'shop-reloaded-for-newer-code';
const RELOAD_AGAIN_AFTER_MS = 5 * 60_000;

/**
 * Whether the code failed because this page is older than the shop's code: a new version went
 * live between the page and its scripts (or one server of several is ahead of another), and the
 * shop no longer has this page's files. This script's own address names the version: it is
 * renamed whenever any file it loads changes. A connection that dropped gives no answer, so it
 * never counts (docs/decisions/328).
 */
async function pageIsOlderThanShop(): Promise<boolean> {
  try {
    const answer = await fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404;
  } catch {
    return false;
  }
}

/** Loads the page again, once in a while at most: the new page names the new code. */
function reloadedForNewerCode(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false; // no storage to keep the guard: never risk a loop
  }
  window.location.reload();
  return true;
}

async function recover(error: unknown): Promise<void> {
  if (navigator.onLine !== false && (await pageIsOlderThanShop()) && reloadedForNewerCode()) return;
  showCouldNotStart(error);
}

// Dexie's code is not in the shell (docs/decisions/178): it is fetched here, beside the shell,
// and main.tsx's openDatabase() finds it on its way.
void (written ? afterNextPaint() : Promise.resolve())
  .then(() => Promise.all([import('./main'), import('../data/shop-database')]))
  .catch(recover);
