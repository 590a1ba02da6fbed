/**
 * Whether this page is older than the shop's code, and loading it again (docs/decisions/328): a
 * new version went live between the page and its scripts (or one server of several is ahead of
 * another), and the shop no longer has this page's files. The page's entry script (the one
 * module script of index.html, written by the server and the service worker alike) names the
 * version: it is renamed whenever any file it loads changes.
 */

/** When this tab last reloaded for newer code (ms), so a failure a reload does not cure is not reloaded again. */
const RELOADED_AT = 'shop-reloaded-for-newer-code';
const RELOAD_AGAIN_AFTER_MS = 5 * 60_000;

/** True when the shop answers that this page's entry script is gone; a dropped connection never counts. */
async function pageIsOlderThanShop(): Promise<boolean> {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  if (!entry || navigator.onLine === false) return false;
  try {
    const answer = await fetch(entry, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404;
  } catch {
    return false;
  }
}

/** Loads the page again, once in a while at most: the new page names the new code. */
function reloadOnce(): boolean {
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

/** After code failed to arrive: reloads when the page is older than the shop's code; false when it did not. */
export async function reloadIfOlderThanShop(): Promise<boolean> {
  return (await pageIsOlderThanShop()) && reloadOnce();
}
