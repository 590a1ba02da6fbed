import { useState } from 'react';
import { imageSrcSet, imageVariantUrl, LARGEST_IMAGE_WIDTH } from '../../contract/image-variants';
import { settleWhenFinished } from './finished-picture';
import { PicturePlaceholder } from './picture-placeholder';
import classes from './picture-placeholder.module.css';

/**
 * A fixed-size product picture (bag lines, order items, thumbnails, variants) that turns into the
 * designed placeholder when it cannot be loaded, e.g. offline before it was ever seen. Uploaded
 * photos come in the smallest width that fills the box (srcset); the box holds the space.
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
          src={imageVariantUrl(src, LARGEST_IMAGE_WIDTH)}
          srcSet={imageSrcSet(src)}
          sizes={typeof width === 'number' ? `${width}px` : '25vw'}
          width={typeof width === 'number' ? width : undefined}
          height={typeof height === 'number' ? height : undefined}
          alt=""
          loading={lazy ? 'lazy' : 'eager'}
          onError={() => setFailedSrc(src)}
          ref={(image) =>
            settleWhenFinished(image, (state) => {
              if (state === 'failed') setFailedSrc(src);
            })
          }
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </div>
  );
}
