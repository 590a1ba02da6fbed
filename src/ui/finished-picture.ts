/**
 * How an <img> ended if it ended before React was listening: a first render in slices
 * (app/main.tsx) creates the element, and so starts its request, before it is committed, and a
 * load or error event fired in between reaches no component. Undefined while it is still loading.
 */
export function finishedPicture(image: HTMLImageElement | null): 'loaded' | 'failed' | undefined {
  if (!image?.complete) return undefined;
  return image.naturalWidth > 0 ? 'loaded' : 'failed';
}
