import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PROMISES } from '../../../contract/constants';
import { ProductCardView } from '../../../contract/first-screen-card';
import { BestsellersView, DeliveryStripView, HomeHeroView } from '../../../contract/first-screen-home';
import { ScreenContext } from '../../../contract/first-screen-link';
import { renderFirstScreen } from '../../../contract/first-screen-render';
import { VISITOR } from '../../../contract/first-screen-top-bar';
import { sampleProduct } from '../../data/test-database.test-support';
import { productCard } from '../../ui/product-card';
import { theme } from '../theme';
import { TopBar } from './top-bar';

// docs/decisions/200: the first screen the server and the service worker write (renderFirstScreen)
// and the app's own top bar and cards are one set of components. Rendered side by side for the
// same product and shopper, they give the same markup, apart from what only the app has: its
// test ids, the router's link marker, the picture's loading state and the search panel.

/** The app as ShopLayout draws it: theme, router, and the first screen's links through the router. */
function inApp(element: ReactNode): string {
  return renderToString(
    <MantineProvider theme={theme} defaultColorScheme="light">
      <MemoryRouter>
        <ScreenContext value={{ open: () => undefined, written: false }}>{element}</ScreenContext>
      </MemoryRouter>
    </MantineProvider>,
  );
}

/** What only the app adds to the shared markup. */
const withoutAppExtras = (html: string) =>
  html
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/ data-discover="true"/g, '')
    .replace(/ style="visibility:visible"/g, '');

/** The first element with `className`, up to the end of its element (no nesting of the same tag inside). */
function element(html: string, tag: string, className: string): string {
  const start = html.indexOf(`<${tag} class="${className}"`);
  if (start < 0) throw new Error(`no <${tag} class="${className}"> in ${html.slice(0, 300)}`);
  return html.slice(start, html.indexOf(`</${tag}>`, start) + tag.length + 3);
}

const product = sampleProduct({
  _id: 'p-bowl',
  slug: 'round-jute-bowl',
  title: 'Round Jute Bowl & "Lid"',
  price: 'Rs.1,299.00',
  image: [
    { _id: 'i1', src: '/media/demo/JX-BWL-0001-1.svg', alt: 'A round jute bowl', dataAltImage: '', dataAltText: '' },
  ],
});

describe('the first screen and the app draw the same components', () => {
  it('gives a product the same card: link, picture, title and price', () => {
    const written = renderFirstScreen({ heading: 'Bestsellers', products: [product], layout: 'home' }, VISITOR);
    const app = withoutAppExtras(
      inApp(<ProductCardView {...productCard({ product, swatches: false, eager: true })} />),
    );

    const link = (html: string) => {
      const start = html.lastIndexOf('<a ', html.indexOf('class="fs-card-link"'));
      return html.slice(start, html.indexOf('>', start) + 1);
    };
    expect(link(written)).toBe('<a class="fs-card-link" href="/productpage/round-jute-bowl">');
    expect(link(app)).toBe(link(written));
    expect(element(app, 'div', 'fs-card-text')).toBe(element(written, 'div', 'fs-card-text'));
    expect(element(written, 'div', 'fs-card-text')).toContain('>Round Jute Bowl &amp; &quot;Lid&quot;</span>');
    expect(element(written, 'div', 'fs-card-text')).toContain('<strong class="fs-card-price">Rs.1,299.00</strong>');
    const picture = (html: string) =>
      html.slice(
        html.indexOf('<img class="fs-picture-image"'),
        html.indexOf('/>', html.indexOf('<img class="fs-picture-image"')) + 2,
      );
    expect(picture(written)).toContain('src="/media/demo/JX-BWL-0001-1.svg"');
    expect(picture(app)).toBe(picture(written));
  });

  it("gives a visitor the same top bar: logo, sign in, favourites and the bag's count", () => {
    const written = element(
      renderFirstScreen({ heading: 'Bestsellers', products: [product], layout: 'home' }, VISITOR),
      'header',
      'fs-header',
    );
    const app = withoutAppExtras(element(inApp(<TopBar />), 'header', 'fs-header'));
    // The search: a link to the search page in the written screen, the app's panel button in the app.
    const withoutSearch = (html: string) => {
      const nav =
        html.indexOf('<nav class="fs-nav" aria-label="Account">') + '<nav class="fs-nav" aria-label="Account">'.length;
      return html.slice(0, nav) + html.slice(html.indexOf('<a class="fs-nav-link"', nav));
    };
    expect(withoutSearch(written)).toContain('<span>Jutexx</span><span class="fs-unseen"> home</span></a>');
    expect(withoutSearch(written)).toContain('>Sign in</a>');
    expect(withoutSearch(written)).toContain('aria-label="Shopping bag (0)"');
    expect(withoutSearch(app)).toBe(withoutSearch(written));
    expect(written).toContain('<a class="fs-icon-button" aria-label="Search" href="/search">');
    expect(app).toContain('aria-label="Search"');
  });

  it("draws home's hero, promises and bestsellers' heading as the app does; the heading's id is the app's alone", () => {
    const written = renderFirstScreen(
      { heading: 'Bestsellers', products: [product], layout: 'home', badges: ['Bestseller'] },
      VISITOR,
    );
    const app = inApp(
      <>
        <HomeHeroView />
        <DeliveryStripView />
        <BestsellersView cards={null} />
      </>,
    );
    const hero = (html: string) => element(html, 'div', 'fs-container fs-hero-content');
    expect(hero(written)).toContain('<h1 class="fs-hero-title">From Nature For You</h1>');
    expect(hero(app)).toContain('<h1 id="hero-title" class="fs-hero-title">From Nature For You</h1>');
    expect(withoutAppExtras(hero(app)).replace(' id="hero-title"', '')).toBe(hero(written));
    expect(written).toContain('<section class="fs-hero">');
    expect(app).toContain('<section class="fs-hero" aria-labelledby="hero-title">');
    const strip = (html: string) => element(html, 'section', 'fs-strip-promises');
    expect(strip(app)).toBe(strip(written));
    expect(strip(written)).toContain(`<p>${PROMISES.home.delivery}</p>`);
    const heading = (html: string) => element(html, 'div', 'fs-section-heading');
    expect(withoutAppExtras(heading(app))).toBe(heading(written));
    expect(heading(written)).toContain('<a class="fs-outline-button" href="/store/products">View All Products</a>');
    // The written bestsellers: the product's card with its tag, in the four-column grid.
    expect(written.slice(written.indexOf('<div class="fs-four-grid">'))).toMatch(
      /^<div class="fs-four-grid"><div class="fs-card" data-scroll-anchor="p-bowl">.*>Bestseller</,
    );
  });
});
