/**
 * Where the tab's session storage keeps what a written first screen's answers keep for the app
 * (docs/decisions/367, 368): its own module, so the entry asks whether anything is kept without
 * carrying the code that stores it.
 */
export const WRITTEN_TAPS_KEY = 'jutexx.written-taps';
export const WRITTEN_ADDS_KEY = 'jutexx.written-adds';

/** Whether anything is kept under `key` (storage refused: nothing). */
export function keptInTab(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
