import { Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IMAGE_SIZES } from '../../contract/image-variants';
import { paths } from '../../contract/paths';
import type { Product } from '../../contract/product';
import { tileImages } from '../lib/product-images';
import { FavouriteButton } from './favourite-button';
import { HoverImage } from './hover-image';
import { Price } from './price';

/**
 * A carousel tile: the home carousel's image rules, title and price; links to the product. The
 * heart sits beside the link, over the picture; `favourite` false leaves it out (sample tiles).
 */
export function ProductTile({
  product,
  href,
  favourite = true,
}: {
  product: Product;
  href?: string;
  favourite?: boolean;
}) {
  return (
    <div style={{ position: 'relative' }}>
      <Link to={href ?? paths.product.to(product.slug || product._id)} style={{ textDecoration: 'none' }}>
        <HoverImage images={tileImages(product)} sizes={IMAGE_SIZES.tile} />
        <Stack gap={2} pt={6}>
          <Text size="sm" lineClamp={1}>
            {product.title}
          </Text>
          <Price text={product.price} amount={product.numericPrice} size="sm" />
        </Stack>
      </Link>
      {favourite ? <FavouriteButton product={product} overlay /> : null}
    </div>
  );
}
