import { whenAppShown } from '../ui/first-screen';
import { whenQuiet } from '../ui/when-quiet';

// What the worker's registration needs once the page has loaded, in one import from outside the
// storefront's entry (docs/decisions/176, 387).
export { Workbox } from 'workbox-window';

/** The longest the registration waits for the browser to be quiet once the app is on screen. */
const REGISTER_QUIET_TIMEOUT_MS = 5_000;
/**
 * How long the browser is quiet (nothing but long idle periods) before the worker is registered:
 * the app's start has ended, not paused between two of its slices (docs/decisions/387).
 */
const QUIET_BEFORE_REGISTERING_MS = 200;

/** Runs `task` once the app is on screen and the browser has been quiet (decision 387). */
export function afterStart(task: () => void): void {
  whenAppShown(() => whenQuiet(task, QUIET_BEFORE_REGISTERING_MS, REGISTER_QUIET_TIMEOUT_MS));
}
