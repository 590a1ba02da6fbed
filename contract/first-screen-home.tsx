import type { ReactNode } from 'react';
import { PROMISES } from './constants';
import { GiftIcon, ReturnIcon, TruckIcon } from './first-screen-icons';
import { ScreenLink, useAppTestIds } from './first-screen-link';
import { paths } from './paths';

/**
 * Home's first screen as the app draws it (spec 000 section 2, "Home"): the hero, the delivery
 * strip and the bestsellers' heading, in the one component set the server, the service worker and
 * the app all render (docs/decisions/200, 304). The written home is therefore placed as the app's:
 * when the app takes it over, nothing on screen moves.
 */

/**
 * 'From Nature For You' with 'Shop Now'. `backdrop` is what the app draws between the texture and
 * the words (the confetti's canvas); the written copy has none. The heading's id, which names the
 * section, is the app's alone, as its test ids are (a page holds one element of an id).
 */
export function HomeHeroView({ backdrop }: { backdrop?: ReactNode }) {
  const titleId = useAppTestIds()('hero-title');
  return (
    <section className="fs-hero" aria-labelledby={titleId}>
      <div className="fs-hero-texture" />
      {backdrop}
      <div className="fs-container fs-hero-content">
        <div className="fs-hero-words">
          <p className="fs-hero-eyebrow">Handmade jute from India</p>
          <h1 id={titleId} className="fs-hero-title">
            From Nature For You
          </h1>
          <p className="fs-hero-text">
            Bowls, baskets and laundry bags woven by hand from golden jute: sturdy, renewable and made to last.
          </p>
          <div>
            <ScreenLink className="fs-hero-button" href={paths.ownCollection.to()}>
              Shop Now
            </ScreenLink>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The home page's reading of the delivery and return promises. */
export function DeliveryStripView() {
  const items = [
    { icon: <TruckIcon />, text: PROMISES.home.delivery },
    { icon: <GiftIcon />, text: PROMISES.home.shipping },
    { icon: <ReturnIcon />, text: PROMISES.home.returns },
  ];
  return (
    <section className="fs-strip-promises" aria-label="Delivery and returns">
      <div className="fs-container fs-promises">
        {items.map((item) => (
          <div key={item.text} className="fs-promise">
            {item.icon}
            <p>{item.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The bestsellers: their heading with 'View All Products', then `cards` (the four featured
 * products; the app adds each card's heart, or skeletons while the list loads).
 */
export function BestsellersView({ cards }: { cards: ReactNode }) {
  return (
    <div className="fs-bestsellers">
      <div className="fs-section-heading">
        <h2>Bestsellers</h2>
        <ScreenLink className="fs-outline-button" href={paths.ownCollection.to()}>
          View All Products
        </ScreenLink>
      </div>
      <div className="fs-four-grid">{cards}</div>
    </div>
  );
}
