import { Stack } from '@mantine/core';
import { useState } from 'react';
import { IMAGE_SIZES } from '../../../contract/image-variants';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { HoverImage } from '../../ui/hover-image';
import { ProductPicture } from '../../ui/product-picture';
import classes from './product-gallery.module.css';

type Picture = { src: string; alt: string; hover: string | null };

function pictures(product: MirroredProduct): Picture[] {
  return product.image
    .filter((image) => image.src)
    .map((image) => ({ src: image.src, alt: image.alt || product.title, hover: image.dataAltImage || null }));
}

/** The main picture (its alternative on hover) and a row of thumbnails to pick another. */
export function ProductGallery({ product }: { product: MirroredProduct }) {
  const all = pictures(product);
  const [selected, setSelected] = useState(0);
  const current = all[Math.min(selected, all.length - 1)];
  return (
    <Stack gap="sm">
      <div className={classes.main}>
        <HoverImage
          key={current?.src ?? 'none'}
          eager
          sizes={IMAGE_SIZES.gallery}
          images={{ main: current?.src ?? null, hover: current?.hover ?? null, alt: current?.alt ?? product.title }}
        />
      </div>
      {all.length > 1 ? (
        <div className={classes.thumbs}>
          {all.map((picture, index) => (
            <button
              key={picture.src}
              type="button"
              className={classes.thumb}
              aria-pressed={index === selected}
              aria-label={`Show picture ${index + 1}`}
              onClick={() => setSelected(index)}
            >
              <ProductPicture src={picture.src} label={picture.alt} width="100%" height="100%" lazy />
            </button>
          ))}
        </div>
      ) : null}
    </Stack>
  );
}
