import { keptInTab, WRITTEN_ADDS_KEY, WRITTEN_TAPS_KEY } from '../lib/tab-kept-keys';

/**
 * Stores what the shopper did on a written first screen before the app took over (hearts,
 * decision 367; 'add to bag', decision 368) as the app's own controls store it. main.tsx calls
 * this before the first render, when the app is shown and after the session check. The code that
 * stores them comes only when something is kept: not in every visit's entry (decision 368).
 */
export function applyWrittenAnswers(): Promise<void> {
  const taps = keptInTab(WRITTEN_TAPS_KEY)
    ? import('../domains/favourites/apply-written-taps').then(({ applyWrittenTaps }) => applyWrittenTaps())
    : undefined;
  const adds = keptInTab(WRITTEN_ADDS_KEY)
    ? import('../domains/bag/apply-written-adds').then(({ applyWrittenAdds }) => applyWrittenAdds())
    : undefined;
  return Promise.all([taps, adds]).then(
    () => undefined,
    (error: unknown) => console.warn('Storing what was done before the app failed:', error),
  );
}
