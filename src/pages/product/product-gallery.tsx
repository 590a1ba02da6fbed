import { useState } from 'react';
import { GalleryView, galleryPictures } from '../../../contract/first-screen-product';
import { IMAGE_SIZES } from '../../../contract/image-variants';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { HoverImage } from '../../ui/hover-image';
import { ProductPicture } from '../../ui/product-picture';

/**
 * The main picture (its alternative on hover) and a row of thumbnails to pick another, in the
 * first screen's gallery frame (contract/first-screen-product.tsx, decision 304).
 */
export function ProductGallery({ product }: { product: MirroredProduct }) {
  const all = galleryPictures(product);
  const [selected, setSelected] = useState(0);
  const current = all[Math.min(selected, all.length - 1)];
  return (
    <GalleryView
      main={
        <HoverImage
          key={current?.src ?? 'none'}
          eager
          sizes={IMAGE_SIZES.gallery}
          images={{ main: current?.src ?? null, hover: current?.hover ?? null, alt: current?.alt ?? product.title }}
        />
      }
      thumbs={
        all.length > 1
          ? all.map((picture, index) => (
              <button
                key={picture.src}
                type="button"
                className="fs-thumb"
                aria-pressed={index === selected}
                aria-label={`Show picture ${index + 1}`}
                onClick={() => setSelected(index)}
              >
                <ProductPicture src={picture.src} label={picture.alt} width="100%" height="100%" lazy />
              </button>
            ))
          : undefined
      }
    />
  );
}
