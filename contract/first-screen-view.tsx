import type { FirstScreen, ProductsScreen, SearchScreen } from './first-screen';
import { EmptyBagView } from './first-screen-bag';
import { ProductCardView, WrittenCardGrid } from './first-screen-card';
import { type Connection, ConnectionBannerView } from './first-screen-connection';
import { EmptyFavouritesView } from './first-screen-favourites';
import { HeartButtonView } from './first-screen-heart';
import { BestsellersView, DeliveryStripView, HomeHeroView } from './first-screen-home';
import { SearchIcon } from './first-screen-icons';
import { WrittenListingView } from './first-screen-listing';
import { WrittenProductView } from './first-screen-product';
import { type TopBarShopper, TopBarView, ViewProductsBar } from './first-screen-top-bar';
import { paths } from './paths';
import { SEARCH_FIELD, SEARCHED_WHOLE_SHOP, searchCountLine } from './search-text';
import { WRITTEN_WHOLE_ATTRIBUTE } from './written-answers';

/**
 * The first screen the server and the service worker write into #root (docs/decisions/200): the
 * app's top bar and 'View Products' bar, then the page's products in the app's own cards. It is a
 * preview: the app draws its page beside it, out of sight, and replaces it in one frame
 * (src/ui/first-screen.ts, decision 176). The body is a <main> without the app's id, which tests
 * tell apart from the app's. At the top of the top bar, the banner the app draws there while the
 * device is offline or changes wait to be sent (decisions 305, 340).
 */
export function FirstScreenView({
  screen,
  shopper,
  connection,
}: {
  screen: FirstScreen;
  shopper: TopBarShopper;
  connection: Connection;
}) {
  return (
    <>
      <TopBarView shopper={shopper} notice={<ConnectionBannerView connection={connection} />} />
      <ViewProductsBar />
      <main
        className={MAIN_CLASS[screen.layout]}
        {...(WHOLE_WITHOUT_APP[screen.layout] ? { [WRITTEN_WHOLE_ATTRIBUTE]: '' } : {})}
      >
        {screen.layout === 'home' ? (
          <HomeBody screen={screen} />
        ) : screen.layout === 'product' ? (
          <ProductBody screen={screen} />
        ) : screen.layout === 'bag' ? (
          <BagBody heading={screen.heading} empty={screen.empty} />
        ) : screen.layout === 'results' ? (
          <ResultsBody screen={screen} />
        ) : screen.layout === 'listing' ? (
          <WrittenListingView screen={screen} />
        ) : screen.layout === 'frame' ? (
          <FrameBody heading={screen.heading} emptyFavourites={screen.emptyFavourites ?? false} />
        ) : null}
      </main>
    </>
  );
}

/**
 * Where the written page is whole (WRITTEN_WHOLE_ATTRIBUTE, docs/decisions/367, 368): home, the
 * listing, the searched page and the product page. Not the bag and the other frames: their lines
 * are the device's, which the app draws.
 */
const WHOLE_WITHOUT_APP: Record<FirstScreen['layout'], boolean> = {
  home: true,
  results: true,
  listing: true,
  product: true,
  bag: false,
  frame: false,
};

/**
 * Each page's frame, as its app page: home's hero spans the width; the bag is in the cart page's
 * narrower column (Mantine's 'lg' container, 1140 px).
 */
const MAIN_CLASS: Record<FirstScreen['layout'], string> = {
  home: 'fs-home',
  bag: 'fs-container fs-narrow fs-page',
  product: 'fs-container fs-page',
  listing: 'fs-container fs-page',
  results: 'fs-container fs-page',
  frame: 'fs-container fs-page',
};

/** Home's first screen, placed as the app draws it (contract/first-screen-home.tsx). */
function HomeBody({ screen }: { screen: ProductsScreen }) {
  return (
    <>
      <HomeHeroView />
      <DeliveryStripView />
      <div className="fs-container fs-home-sections">
        <BestsellersView
          cards={screen.products.map((product, index) => {
            const label = screen.badges?.[index];
            return (
              <ProductCardView
                key={product._id}
                product={product}
                eager
                badge={label ? { label, tone: index } : undefined}
                overlay={<HeartButtonView product={product} overlay />}
              />
            );
          })}
        />
      </div>
    </>
  );
}

function ProductBody({ screen }: { screen: ProductsScreen }) {
  const [product] = screen.products;
  return product ? <WrittenProductView product={product} /> : null;
}

/**
 * A searched page (docs/decisions/293), placed as the app's search page draws it once the shop
 * has answered: the title, the field with the query, the count on two lines, the first cards. The
 * field is a plain form: a new query sent before the app has come asks the server for its page.
 */
function ResultsBody({ screen }: { screen: SearchScreen }) {
  return (
    <>
      <h1 className="fs-frame-title">{screen.heading}</h1>
      <search>
        <form className="fs-query" action={paths.search.pattern} method="get">
          <span className="fs-query-icon">
            <SearchIcon size={18} />
          </span>
          <input
            className="fs-query-field"
            type="search"
            name="q"
            defaultValue={screen.query}
            aria-label={SEARCH_FIELD.label}
            placeholder={SEARCH_FIELD.placeholder}
            enterKeyHint="search"
          />
        </form>
      </search>
      <p className="fs-status">
        {searchCountLine(screen.count, screen.query.trim())}
        <span>{SEARCHED_WHOLE_SHOP}</span>
      </p>
      <WrittenCardGrid products={screen.products} />
    </>
  );
}

/** /search and /favourites: the title; a visitor's favourites, centred over the empty state. */
function FrameBody({ heading, emptyFavourites }: { heading: string; emptyFavourites: boolean }) {
  return (
    <>
      <h1 className={emptyFavourites ? 'fs-frame-title fs-centered' : 'fs-frame-title'}>{heading}</h1>
      {emptyFavourites ? <EmptyFavouritesView /> : null}
    </>
  );
}

/**
 * The bag's first screen, drawn like the cart page: its title, then the empty bag for a visitor,
 * or the place where the shopper's bag will be.
 */
function BagBody({ heading, empty }: { heading: string; empty: boolean }) {
  return (
    <>
      <h1 className="fs-bag-title">{heading}</h1>
      {empty ? <EmptyBagView /> : null}
    </>
  );
}
