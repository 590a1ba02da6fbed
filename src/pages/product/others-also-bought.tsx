import { Stack, Title } from '@mantine/core';
import { HOME_CAROUSEL_MAX_ITEMS } from '../../../contract/constants';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { useCategoryCollection } from '../../domains/catalogue/catalogue-collections';
import { relatedCategoryId, relatedProducts } from '../../domains/catalogue/related-products';
import { HeartedProductTile } from '../../domains/favourites/hearted-product-card';
import { ProductCarousel } from '../../ui/product-carousel';

/** 'Others also bought': products of the same listing, same category first. */
export function OthersAlsoBought({ product }: { product: MirroredProduct }) {
  const collection = useCategoryCollection(relatedCategoryId(product));
  if (collection.state !== 'ready') return null;
  const related = relatedProducts(product, collection.products, HOME_CAROUSEL_MAX_ITEMS);
  if (related.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        Others also bought
      </Title>
      <ProductCarousel
        label="Others also bought"
        items={related}
        size="larger"
        getKey={(item) => item._id}
        renderItem={(item) => <HeartedProductTile product={item} />}
      />
    </Stack>
  );
}
