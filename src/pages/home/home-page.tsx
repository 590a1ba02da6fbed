import { Stack } from '@mantine/core';
import { DeliveryStripView } from '../../../contract/first-screen-home';
import { HOME_META } from '../../../contract/page-meta';
import { useHomeProducts } from '../../domains/catalogue/use-home-products';
import { BelowTheFold } from '../../ui/below-the-fold';
import { useFirstScreenReady } from '../../ui/first-screen';
import { lazyPart } from '../../ui/lazy-part';
import { PageMeta } from '../../ui/page-meta';
import { Bestsellers } from './bestsellers';
import { Hero } from './hero';
import { TrendingCarousel } from './trending-carousel';

// Drawn below the fold after the first screen, so their code comes after it (docs/decisions/266).
const lowerSections = () => import('./lower-sections');
const WhyJute = lazyPart(() => lowerSections().then((module) => module.WhyJute));
const OurStory = lazyPart(() => lowerSections().then((module) => module.OurStory));
const OurCategories = lazyPart(() => lowerSections().then((module) => module.OurCategories));

/** The newer home design (spec 000 section 2, "Home"). */
export function HomePage() {
  const { bestsellers, bowls, laundryBags, own, all } = useHomeProducts();
  // The server writes the bestsellers as home's first screen.
  useFirstScreenReady(all !== 'loading');
  // The head's JSON-LD and Open Graph are written by the server (docs/decisions/166).
  return (
    <>
      <PageMeta {...HOME_META} />
      <Hero />
      <DeliveryStripView />
      <div className="fs-container fs-home-sections">
        <Stack gap={64}>
          <Bestsellers products={bestsellers} state={all} />
          {/* Below the first screen of a phone: each drawn on its own after it (docs/decisions/176). */}
          <BelowTheFold>
            <TrendingCarousel title="Explore our Trending Bowls" products={bowls} state={own} />
          </BelowTheFold>
          <BelowTheFold>
            <TrendingCarousel title="Explore our Trending Laundry Bags" products={laundryBags} state={own} />
          </BelowTheFold>
          <BelowTheFold>
            <WhyJute />
          </BelowTheFold>
          <BelowTheFold>
            <OurStory />
          </BelowTheFold>
          <BelowTheFold>
            <OurCategories />
          </BelowTheFold>
        </Stack>
      </div>
    </>
  );
}
