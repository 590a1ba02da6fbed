import { Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../contract/paths';
import type { Product } from '../../contract/product';
import { cardImages } from '../lib/product-images';
import { FavouriteButton } from './favourite-button';
import { HoverImage } from './hover-image';
import { Price } from './price';
import { SwatchDots } from './swatch-dots';

/**
 * A listing card: links to /productpage/{slug}, hover picture, price text and swatches. The heart
 * sits beside the link (a button inside a link is not allowed), over the picture's corner.
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  return (
    <div style={{ position: 'relative' }}>
      <Card
        component={Link}
        to={paths.product.to(product.slug || product._id)}
        padding={0}
        radius="md"
        bg="transparent"
        data-testid="product-card"
      >
        <HoverImage images={cardImages(product)} eager={eager} />
        <Stack gap={4} pt="xs">
          <Text size="sm" lineClamp={2} data-testid="product-title">
            {product.title}
          </Text>
          <Price text={product.price} amount={product.numericPrice} size="sm" />
          <SwatchDots swatches={product.swatches} size={14} />
        </Stack>
      </Card>
      <FavouriteButton product={product} overlay />
    </div>
  );
}
