/**
 * Calls `settle` with how an <img> ends, whenever it ends: also when it ended before React was
 * listening. A render in slices (app/main.tsx, data/live-query.ts) creates the element, and so
 * starts its request, before it is committed, and a load or error event fired then reaches no
 * component; seen as hover pictures that stayed broken offline behind a spinner. `decode()`
 * answers for the image's final state whenever it is asked (at once if it already failed), so
 * asking when the element is attached covers every moment. A picture not yet asked for (lazy,
 * off screen) answers when it has loaded or failed.
 */
export function settleWhenFinished(image: HTMLImageElement | null, settle: (state: 'loaded' | 'failed') => void): void {
  if (!image) return;
  image.decode().then(
    () => settle('loaded'),
    // decode() also refuses a picture that loaded but cannot be decoded ahead of drawing.
    () => settle(image.naturalWidth > 0 ? 'loaded' : 'failed'),
  );
}
