import { Container, Stack } from '@mantine/core';
import { PageMeta } from '../../ui/page-meta';
import { Bestsellers } from './bestsellers';
import { DeliveryStrip } from './delivery-strip';
import { Hero } from './hero';
import { OurCategories } from './our-categories';
import { OurStory } from './our-story';
import { ProductJsonLd } from './product-json-ld';
import { isSampleProduct } from './sample-products';
import { TrendingCarousel } from './trending-carousel';
import { useHomeProducts } from './use-home-products';
import { WhyJute } from './why-jute';

/** The newer home design (spec 000 section 2, "Home"). */
export function HomePage() {
  const { bestsellers, bowls, laundryBags } = useHomeProducts();
  const real = [...bestsellers, ...bowls, ...laundryBags].filter((product) => !isSampleProduct(product));
  const unique = [...new Map(real.map((product) => [product._id, product])).values()];
  return (
    <>
      <PageMeta
        title="Handmade Jute Bowls, Baskets & Bags"
        description="Shop handmade jute and cotton bowls, baskets, laundry bags and home goods from India. Free shipping on all orders."
        keywords="jute, jute bowls, jute baskets, laundry bags, handmade, eco-friendly, home decor, shopping, India"
      />
      <ProductJsonLd products={unique} />
      <Hero />
      <DeliveryStrip />
      <Container size="xl" py={48}>
        <Stack gap={64}>
          <Bestsellers products={bestsellers} />
          <TrendingCarousel title="Explore our Trending Bowls" products={bowls} />
          <TrendingCarousel title="Explore our Trending Laundry Bags" products={laundryBags} />
          <WhyJute />
          <OurStory />
          <OurCategories />
        </Stack>
      </Container>
    </>
  );
}
