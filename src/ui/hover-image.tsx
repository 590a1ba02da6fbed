import { type PointerEvent, startTransition, useState } from 'react';
import { pictureAttributes, pictureFrame } from '../../contract/first-screen-card';
import { IMAGE_SIZES } from '../../contract/image-variants';
import type { ImagePair } from '../../contract/product-images';
import { settleWhenFinished } from './finished-picture';
import classes from './hover-image.module.css';
import { PicturePlaceholder } from './picture-placeholder';

type Settled = 'loaded' | 'failed';

/** One observer for every spinner on the page: marks those in sight, which alone turn. */
let sight: IntersectionObserver | undefined;
function watchSight(spinner: HTMLDivElement): () => void {
  if (typeof IntersectionObserver !== 'function') {
    spinner.setAttribute('data-in-sight', ''); // no way to tell: it turns
    return () => undefined;
  }
  sight ??= new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.toggleAttribute('data-in-sight', entry.isIntersecting);
  });
  sight.observe(spinner);
  return () => sight?.unobserve(spinner);
}

/**
 * A product picture that shows its hover picture while a mouse is over it (and goes back on
 * leave), with a spinner until the main picture has loaded, and the designed placeholder if it
 * failed (offline before it was ever seen). Uploaded photos come in the widths the browser picks
 * from `srcset` for `sizes`; the frame's aspect ratio holds the space, so nothing moves when the
 * picture arrives. `eager` marks the picture the page opens on (fetched first, never lazily).
 *
 * Nothing under the pointer is replaced while it is pressed: the main picture stays in place,
 * the hover picture is laid over it (fetched on the first hover, shown once it has loaded, never
 * a target of the pointer), and the spinner lets the pointer through. A press that starts on one
 * element and ends on another is no click, and a tap on a card did nothing while its hover
 * picture arrived. A touch has no hover, so a tap never swaps the picture at all.
 */
export function HoverImage({
  images,
  aspect = '3 / 4',
  eager = false,
  sizes = IMAGE_SIZES.card,
}: {
  images: ImagePair;
  aspect?: string;
  eager?: boolean;
  /** How wide the frame is drawn, for choosing from srcset (contract/image-variants.ts). */
  sizes?: string;
}) {
  const [hovered, setHovered] = useState(false);
  const [hoverWanted, setHoverWanted] = useState(false);
  const [settled, setSettled] = useState<Record<string, Settled>>({});
  const { main, hover } = images;
  const mainState: Settled | undefined = main ? settled[main] : 'failed';
  const hoverShown = Boolean(hover && hovered && settled[hover] === 'loaded' && mainState !== 'failed');
  // A transition: the pictures of a listing finish together (those already in the cache as the
  // cards are drawn), and each was an update of its own card rendered at once (decision 294).
  const settle = (src: string, value: Settled) => () =>
    startTransition(() =>
      setSettled((previous) => (previous[src] === value ? previous : { ...previous, [src]: value })),
    );
  const enter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    setHovered(true);
    setHoverWanted(true);
  };

  const picture = (src: string, layer: 'main' | 'hover') => (
    <img
      key={`${layer}:${src}`}
      className={layer === 'main' ? 'fs-picture-image' : `fs-picture-image ${classes.hover}`}
      alt={layer === 'main' ? images.alt : ''}
      {...pictureAttributes(src, { aspect, eager, sizes }, layer)}
      aria-hidden={layer === 'hover' ? true : undefined}
      onLoad={settle(src, 'loaded')}
      onError={settle(src, 'failed')}
      ref={(image) => {
        if (!settled[src]) settleWhenFinished(image, (state) => settle(src, state)());
      }}
      style={
        layer === 'main'
          ? { visibility: mainState === 'failed' ? 'hidden' : 'visible' }
          : { visibility: hoverShown ? 'visible' : 'hidden', opacity: hoverShown ? 1 : 0 }
      }
    />
  );

  return (
    <div {...pictureFrame(aspect)} onPointerEnter={enter} onPointerLeave={() => setHovered(false)}>
      {main ? picture(main, 'main') : null}
      {main && hover && hoverWanted ? picture(hover, 'hover') : null}
      {mainState === undefined ? (
        <div className={classes.spinner} ref={watchSight}>
          {/* Mantine's small oval Loader, drawn by CSS alone: as a Loader it was four more components
              on every card (docs/decisions/326). */}
          <span className={classes.loader} role="img" aria-label="Loading image" />
        </div>
      ) : null}
      {mainState === 'failed' ? <PicturePlaceholder label={images.alt} /> : null}
    </div>
  );
}
