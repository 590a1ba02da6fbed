/**
 * Calls `settle` with how an <img> ends, whenever it ends: also when it ended before React was
 * listening. A render in slices (app/main.tsx, data/live-query.ts) creates the element, and so
 * starts its request, before it is committed, and a load or error event fired then reaches no
 * component; seen as hover pictures that stayed broken offline behind a spinner. `decode()`
 * answers for the image's final state whenever it is asked (at once if it already failed), so
 * asking when the element is attached covers every moment. A picture not yet asked for (lazy,
 * off screen) answers when it has loaded or failed.
 *
 * decode() also refuses a picture whose request is started again before it ends: a card laid out
 * only as it comes near the screen (`content-visibility`, docs/decisions/301) asks for its
 * picture anew then. A refusal while the picture is still on its way is no failure: its own
 * load or error event tells.
 */
export function settleWhenFinished(image: HTMLImageElement | null, settle: (state: 'loaded' | 'failed') => void): void {
  if (!image) return;
  image.decode().then(
    () => settle('loaded'),
    () => {
      if (!image.complete) {
        image.addEventListener('load', () => settle('loaded'), { once: true });
        image.addEventListener('error', () => settle('failed'), { once: true });
        return;
      }
      // decode() also refuses a picture that loaded but cannot be decoded ahead of drawing.
      settle(image.naturalWidth > 0 ? 'loaded' : 'failed');
    },
  );
}
