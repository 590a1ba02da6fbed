import { Loader } from '@mantine/core';
import { useState } from 'react';
import type { ImagePair } from '../lib/product-images';
import classes from './hover-image.module.css';
import { PicturePlaceholder } from './picture-placeholder';

/**
 * A product picture that swaps to its hover picture while the pointer is over it (and back on
 * leave), with a spinner until the current image has loaded, and the designed placeholder if it
 * failed (offline before it was ever seen).
 */
export function HoverImage({
  images,
  aspect = '3 / 4',
  eager = false,
}: {
  images: ImagePair;
  aspect?: string;
  eager?: boolean;
}) {
  const [hovered, setHovered] = useState(false);
  const [settled, setSettled] = useState<Record<string, 'loaded' | 'failed'>>({});
  const src = (hovered && images.hover) || images.main;
  const state = src ? settled[src] : 'failed';
  const settle = (value: 'loaded' | 'failed') => () => {
    if (src) setSettled((previous) => ({ ...previous, [src]: value }));
  };

  return (
    <div
      className={classes.frame}
      style={{ aspectRatio: aspect }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      {src ? (
        <img
          key={src}
          className={classes.image}
          src={src}
          alt={images.alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={settle('loaded')}
          onError={settle('failed')}
          style={{ visibility: state === 'failed' ? 'hidden' : 'visible' }}
        />
      ) : null}
      {state === undefined ? (
        <div className={classes.spinner}>
          <Loader size="sm" aria-label="Loading image" />
        </div>
      ) : null}
      {state === 'failed' ? <PicturePlaceholder label={images.alt} /> : null}
    </div>
  );
}
