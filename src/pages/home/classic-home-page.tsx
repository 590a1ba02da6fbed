import { Container, Stack } from '@mantine/core';
import { DeliveryStripView } from '../../../contract/first-screen-home';
import { useLadiesSample, useNewArrivals } from '../../domains/catalogue/catalogue-collections';
import { logHomeFetchError } from '../../domains/catalogue/use-home-products';
import { PageMeta } from '../../ui/page-meta';
import { PromoBanners } from './promo-banners';
import { TrendingCarousel } from './trending-carousel';

/** /2: the older home design (delivery strip, promotional banners, 'New Arrivals'). */
export function ClassicHomePage() {
  const arrivals = useNewArrivals({ onError: logHomeFetchError });
  // Fetched and stored as the spec's home page does; not shown (spec 000 section 7).
  useLadiesSample({ onError: logHomeFetchError });
  const products = arrivals.state === 'ready' ? arrivals.products : [];
  return (
    <>
      <PageMeta
        title="Online Shopping for Handmade Jute"
        description="Shop new arrivals, linen days, T-shirts, kids and home at Jutexx. Free shipping on all orders."
        keywords="online shopping, new arrivals, t-shirts, kids, home, jute, India"
      />
      <DeliveryStripView />
      <Container size="xl" py={40}>
        <Stack gap={48}>
          <PromoBanners />
          <TrendingCarousel title="New Arrivals" products={products} state={arrivals.state} />
        </Stack>
      </Container>
    </>
  );
}
