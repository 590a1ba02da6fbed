/** The part of Navigator the Badging API adds (Chromium and Safari for installed apps). */
type BadgingNavigator = {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * Shows the bag count on the installed app's icon, or clears it at 0. Where the Badging API
 * is missing (Firefox, a plain tab in some browsers) nothing happens; where the browser refuses
 * (not installed, permission), the refusal is logged only: a badge is a nicety.
 */
export async function showAppBadge(count: number, nav: BadgingNavigator = navigator as BadgingNavigator) {
  if (typeof nav.setAppBadge !== 'function' || typeof nav.clearAppBadge !== 'function') return;
  try {
    if (count > 0) await nav.setAppBadge(count);
    else await nav.clearAppBadge();
  } catch (error) {
    console.warn('The app badge could not be set:', error);
  }
}
