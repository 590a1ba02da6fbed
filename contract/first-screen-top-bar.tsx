import type { ReactNode } from 'react';
import { whatsappChatUrl } from './chat-link';
import { SHOP_NAME } from './constants';
import { BagIcon, heartIcon, SearchIcon, ShopMark } from './first-screen-icons';
import { ScreenLink } from './first-screen-link';
import { paths } from './paths';

/**
 * Who the top bar is drawn for: signed in or not, and the number of lines in the bag. `bagCount`
 * is null where it is not known: the server, for a request with a session cookie (the bag lives
 * on the device); the link then reads 'Shopping bag' until the app draws the count.
 * `favourites`: the ids the written hearts draw pressed (contract/first-screen-heart.tsx), where
 * the device's are known (the service worker's written pages); none from the server.
 */
export type TopBarShopper = {
  signedIn: boolean;
  bagCount: number | null;
  favourites?: readonly string[];
  /** The device's bag (the worker's written pages): the product page draws a product in it 'in your bag'. */
  bag?: readonly { productId: string; quantity: number }[];
};

export const VISITOR: TopBarShopper = { signedIn: false, bagCount: 0 };

/**
 * A link that reads its full text on wider screens and shows an icon (with an optional short
 * text, e.g. the bag count) on narrow phones. Its accessible name is always the full text
 * ('Shopping bag (2)'), whatever is drawn.
 */
function CompactLink({ href, label, icon, short }: { href: string; label: string; icon: ReactNode; short?: string }) {
  return (
    <ScreenLink className="fs-nav-link" href={href} aria-label={label}>
      <span className="fs-short" aria-hidden="true">
        {icon}
        {short ? <span>{short}</span> : null}
      </span>
      <span className="fs-full">{label}</span>
    </ScreenLink>
  );
}

/** Before the app runs, the search button is a link to the search page, the same size and place. */
function SearchLink() {
  return (
    <span className="fs-search">
      <ScreenLink className="fs-icon-button" href={paths.search.to()} aria-label="Search">
        <SearchIcon size={22} />
      </ScreenLink>
    </span>
  );
}

/**
 * The sticky top bar of every storefront page (spec 000 section 2, "Shared layout"): the strip,
 * the logo, search, sign-in or profile, favourites and the bag with its count. One component for
 * the app (src/app/layouts/top-bar.tsx gives it the shopper and the search panel) and for the
 * first screen the server and the service worker write (docs/decisions/200). `notice` is the
 * connection banner (first-screen-connection.tsx): at the top of the sticky bar, so a shopper who
 * has scrolled down a listing offline still sees that the page shows what the device has saved
 * (docs/decisions/340).
 */
export function TopBarView({
  shopper,
  search,
  notice,
}: {
  shopper: TopBarShopper;
  search?: ReactNode;
  notice?: ReactNode;
}) {
  const count = shopper.bagCount === null ? '' : ` (${shopper.bagCount})`;
  return (
    <header className="fs-header">
      {notice}
      <div className="fs-strip">
        <div className="fs-container fs-strip-row">
          <a className="fs-strip-link" href={whatsappChatUrl()} target="_blank" rel="noopener noreferrer">
            Chat with us on WhatsApp
          </a>
          <ScreenLink className="fs-strip-link" href={paths.newsletter.to()}>
            Follow Us On
          </ScreenLink>
        </div>
      </div>
      <div className="fs-container fs-bar">
        {/* Named by its words, not an aria-label: a label is to hold the words seen (the mark's
            'J' among them), and 'home' is for assistive technology only. */}
        <ScreenLink href={paths.home.to()} className="fs-logo">
          <ShopMark />
          <span>{SHOP_NAME}</span>
          <span className="fs-unseen"> home</span>
        </ScreenLink>
        <nav className="fs-nav" aria-label="Account">
          {search ?? <SearchLink />}
          {shopper.signedIn ? (
            <ScreenLink className="fs-nav-link" href={paths.profile.to()}>
              Profile
            </ScreenLink>
          ) : (
            <ScreenLink className="fs-nav-link" href={paths.login.to()}>
              Sign in
            </ScreenLink>
          )}
          <CompactLink href={paths.favourites.to()} label="Favourites" icon={heartIcon({ size: 20 })} />
          <CompactLink
            href={paths.cart.to()}
            label={`Shopping bag${count}`}
            icon={<BagIcon />}
            short={count.trim() || undefined}
          />
        </nav>
      </div>
    </header>
  );
}

/**
 * The 'View Products' bar under the top bar: a navigation landmark of its own, so a screen
 * reader's list of the page's regions holds it (axe's region rule found it outside every one).
 */
export function ViewProductsBar() {
  return (
    <nav aria-label="Products">
      <ScreenLink className="fs-products-bar" href={paths.ownCollection.to()}>
        View Products
      </ScreenLink>
    </nav>
  );
}
