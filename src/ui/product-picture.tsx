import { useState } from 'react';
import { PicturePlaceholder } from './picture-placeholder';
import classes from './picture-placeholder.module.css';

/**
 * A fixed-size product picture (bag lines, order items, thumbnails, variants) that turns into the
 * designed placeholder when it cannot be loaded, e.g. offline before it was ever seen.
 */
export function ProductPicture({
  src,
  label,
  width,
  height,
  lazy = false,
}: {
  src: string | null | undefined;
  /** What the picture shows, for the placeholder's accessible name. */
  label: string;
  width: number | string;
  height: number | string;
  lazy?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    <div className={classes.box} style={{ width, height }}>
      {failed ? (
        <PicturePlaceholder label={label} compact />
      ) : (
        <img
          src={src}
          alt=""
          loading={lazy ? 'lazy' : 'eager'}
          onError={() => setFailedSrc(src)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </div>
  );
}
