import { APP_PRELOADS_ATTRIBUTE } from '../../contract/app-preloads';
import { afterNextPaint } from '../lib/after-next-paint';
import { reloadIfOlderThanShop } from '../lib/newer-code';
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

/**
 * The shop's code could not be fetched (a connection that drops during a first visit): where no
 * first screen was written, say so with a way to try again instead of leaving a blank page.
 * A written first screen stays: its links work without the app.
 */
function showCouldNotStart(error: unknown): void {
  console.error('The shop could not start:', error);
  const root = document.getElementById('root');
  if (!root || root.childElementCount > 0) return;
  const made = <Tag extends keyof HTMLElementTagNameMap>(tag: Tag, properties: Partial<HTMLElementTagNameMap[Tag]>) =>
    Object.assign(document.createElement(tag), properties);
  const notice = made('div', { className: 'start-failure', role: 'alert' });
  notice.append(
    made('p', { textContent: START_FAILURE_MESSAGE }),
    made('button', { textContent: 'Reload', onclick: () => window.location.reload() }),
  );
  root.append(notice);
}

/** A page older than the shop's code loads itself again (docs/decisions/328); else as above. */
async function recover(error: unknown): Promise<void> {
  if (!(await reloadIfOlderThanShop())) showCouldNotStart(error);
}

/**
 * How long the app's code waits for the written screen's first pictures at most: a picture that
 * stalls on a patchy connection does not hold the app back.
 */
const FIRST_PICTURES_WAIT_MS = 3000;

/**
 * The written screen's first pictures (those it asks for at high priority: the first row of cards,
 * the product's picture) loaded and decoded or failed, or FIRST_PICTURES_WAIT_MS passed.
 */
function firstPicturesSettled(): Promise<unknown> {
  const pictures = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  return Promise.race([
    Promise.allSettled([...pictures].map((picture) => picture.decode())),
    new Promise((resolve) => setTimeout(resolve, FIRST_PICTURES_WAIT_MS)),
  ]);
}

/** The app's preloads the page's head holds inert (contract/app-preloads.ts), asked for now. */
function askForTheAppsFiles(): void {
  // Moved out of the template: asking twice moves nothing the second time.
  for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${APP_PRELOADS_ATTRIBUTE}]`)) {
    document.head.append(template.content);
  }
}

/** In a task of its own: after the tasks already waiting (a paint, a tap), not in this one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// On a written page the app's files are asked for once its first pictures have come and been
// painted: asked for at once, they shared a slow connection with those pictures (docs/decisions/369).
// Dexie's code is not in the shell (docs/decisions/178): the page's preloads fetch it beside the
// shell, and main.tsx's openDatabase() imports it. It is imported here too, for its failure to
// reach recover(), but a task after the shell's: imported together, the two files were
// instantiated and evaluated in one task, the longest of a first visit (docs/decisions/378).
void (written ? firstPicturesSettled().then(afterNextPaint) : Promise.resolve())
  .then(() => {
    askForTheAppsFiles();
    // React DOM first, in a task of its own, then the rest of the shell in the next (decision 378).
    return import('./react-dom-start');
  })
  .then(nextTask)
  .then(() => import('./main'))
  .then(nextTask)
  .then(() => import('../data/shop-database'))
  .catch(recover);
