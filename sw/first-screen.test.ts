import { describe, expect, it } from 'vitest';
import type { ListingColumns } from '../contract/catalogue';
import { collectionKeys } from '../contract/collection-keys';
import { FIRST_SCREEN_PRICE_TESTID } from '../contract/first-screen';
import { FIRST_SCREEN_END_ID, FIRST_SCREEN_EXPECTED } from '../contract/first-screen-render';
import type { TopBarShopper } from '../contract/first-screen-top-bar';
import type { Product } from '../contract/product';
import { firstScreenOf, type MirrorReader, withFirstScreen, writeIntoShell } from './first-screen';

const SHELL =
  '<!doctype html><html><head><title>Jutexx</title></head><body><div id="root"></div><script type="module" src="/assets/shell.js"></script></body></html>';

let serial = 0;
function product(overrides: Partial<Product> = {}): Product {
  serial += 1;
  return {
    _id: `p${serial}`,
    slug: `product-${serial}`,
    title: `Jute bowl ${serial}`,
    description: 'Handmade~Natural jute',
    price: 'Rs.499.00',
    numericPrice: 499,
    featured: false,
    image: [{ src: `/media/demo/JX-BWL-000${serial}-1.svg`, alt: '' }],
    swatches: [],
    variants: [],
    inventory: 10,
    ...overrides,
  } as Product;
}

const bowl = product({ slug: 'round-bowl', title: 'Round <bowl> & "lid"', price: 'Rs.1,299.00' });

/** A mirror holding `lists` and the products in them, for `shopper`; counts what the worker asked for. */
function mirrorOf(
  lists: Record<string, Product[]>,
  shopper: TopBarShopper = { signedIn: false, bagCount: 0 },
  pending = 0,
): MirrorReader & { read: number } {
  const mirror = {
    read: 0,
    shopper: async () => shopper,
    pending: async () => pending,
    listing: async (key: string, pick: (columns: ListingColumns) => number[]) => {
      const all = lists[key];
      if (!all) return undefined;
      const categories = all.map((item) => item.category);
      const positions = pick({ prices: all.map((item) => item.numericPrice), categories });
      mirror.read += positions.length;
      return { products: positions.flatMap((position) => all[position] ?? []), categories };
    },
    product: async (key: string) =>
      Object.values(lists)
        .flat()
        .find((item) => item.slug === key || item._id === key),
    list: async (key: string, enough: (products: Product[]) => boolean, batch: number) => {
      const all = lists[key];
      if (!all) return undefined;
      const found: Product[] = [];
      for (let start = 0; start < all.length && !enough(found); start += batch)
        found.push(...all.slice(start, start + batch));
      mirror.read += found.length;
      return found;
    },
  };
  return mirror;
}

const at = (path: string) => new URL(path, 'https://shop.example');
const shell = () => new Response(SHELL, { headers: { 'Content-Type': 'text/html', 'Content-Length': '999' } });
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script'));

describe("the service worker's first screen", () => {
  it("writes a product page's title, picture and price, escaped", async () => {
    const page = await firstScreenOf(at('/productpage/round-bowl'), mirrorOf({ 'item:round-bowl': [bowl] }));
    if (!page) throw new Error('no first screen for a mirrored product');
    const html = writeIntoShell(SHELL, page);
    expect(html).toContain('<title data-server-head>Jutexx | Round &lt;bowl&gt; &amp; &quot;lid&quot;</title>');
    const root = rootOf(html);
    expect(root).toContain('Round &lt;bowl&gt; &amp; &quot;lid&quot;</h1>');
    expect(root).toContain(`data-testid="${FIRST_SCREEN_PRICE_TESTID}"`);
    expect(root).toContain('>Rs.1,299.00</p>');
    expect(root).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(html).not.toContain('<bowl>');
    expect(html).toContain('<script type="module" src="/assets/shell.js"></script>');
    // The first paint waits for the whole screen (docs/decisions/371).
    expect(html.slice(0, html.indexOf('</head>'))).toContain(FIRST_SCREEN_EXPECTED);
    expect(root).toContain(`<span id="${FIRST_SCREEN_END_ID}" hidden></span></div>`);
  });

  it("writes the app's top bar for the mirrored shopper: the bag's count and 'Profile', or 'Sign in'", async () => {
    const lists = { 'item:round-bowl': [bowl] };
    const shopper = await firstScreenOf(
      at('/productpage/round-bowl'),
      mirrorOf(lists, { signedIn: true, bagCount: 3 }),
    );
    if (!shopper) throw new Error('no first screen for a mirrored product');
    const bar = rootOf(writeIntoShell(SHELL, shopper));
    expect(bar).toContain('<span>Jutexx</span><span class="fs-unseen"> home</span></a>');
    expect(bar).toContain('aria-label="Search"');
    expect(bar).toContain('aria-label="Shopping bag (3)"');
    expect(bar).toContain('>Profile</a>');
    expect(bar).not.toContain('Sign in');

    const visitor = await firstScreenOf(at('/productpage/round-bowl'), mirrorOf(lists));
    if (!visitor) throw new Error('no first screen for a mirrored product');
    const visitorBar = rootOf(writeIntoShell(SHELL, visitor));
    expect(visitorBar).toContain('aria-label="Shopping bag (0)"');
    expect(visitorBar).toContain('>Sign in</a>');
  });

  it("draws the mirrored shopper's favourites with their heart pressed, marked for the tap before the app", async () => {
    const lists = { 'item:round-bowl': [bowl] };
    const heartOf = (html: string) => /<button[^>]*data-written-heart="[^"]*"[^>]*>/.exec(rootOf(html))?.[0] ?? '';
    const favourite = await firstScreenOf(
      at('/productpage/round-bowl'),
      mirrorOf(lists, { signedIn: true, bagCount: 0, favourites: [bowl._id] }),
    );
    if (!favourite) throw new Error('no first screen for a mirrored product');
    const pressed = heartOf(writeIntoShell(SHELL, favourite));
    expect(pressed).toContain('aria-pressed="true"');
    expect(pressed).toContain('aria-label="Remove from favourites"');
    expect(pressed).toContain(`data-written-heart="${bowl._id}"`);

    const other = await firstScreenOf(
      at('/productpage/round-bowl'),
      mirrorOf(lists, { signedIn: true, bagCount: 0, favourites: ['another'] }),
    );
    if (!other) throw new Error('no first screen for a mirrored product');
    expect(heartOf(writeIntoShell(SHELL, other))).toContain('aria-pressed="false"');
  });

  it("writes a product in the mirrored bag 'in your bag' with its quantity, as the app draws it, with no 'add to bag'", async () => {
    const lists = { 'item:round-bowl': [bowl] };
    const inBag = await firstScreenOf(
      at('/productpage/round-bowl'),
      mirrorOf(lists, { signedIn: true, bagCount: 1, bag: [{ productId: bowl._id, quantity: 3 }] }),
    );
    if (!inBag) throw new Error('no first screen for a mirrored product');
    const root = rootOf(writeIntoShell(SHELL, inBag));
    expect(root).toContain('✓ In your bag');
    expect(root).toMatch(/<select[^>]*aria-label="Quantity in your bag"[^>]*data-written-bag-quantity=""/);
    expect(root).toContain('<option value="3" selected="">3</option>');
    expect(root).not.toMatch(/data-written-add=/);
    expect(/<div[^>]*data-written-in-bag=""[^>]*>/.exec(root)?.[0]).not.toContain('hidden');

    const notInBag = await firstScreenOf(
      at('/productpage/round-bowl'),
      mirrorOf(lists, { signedIn: true, bagCount: 1, bag: [{ productId: 'another', quantity: 1 }] }),
    );
    if (!notInBag) throw new Error('no first screen for a mirrored product');
    expect(rootOf(writeIntoShell(SHELL, notInBag))).toMatch(/data-written-add="[^"]+"/);
  });

  it('writes the banner the app draws at the top of the top bar when it answers offline, with the changes waiting', async () => {
    const lists = { 'item:round-bowl': [bowl] };
    const banner = (html: string) =>
      /<header class="fs-header"><div role="status" class="([^"]+)">([^<]+)<\/div>/.exec(rootOf(html));
    const online = await withFirstScreen(shell(), at('/productpage/round-bowl'), mirrorOf(lists), true);
    expect(banner(await online.text())).toBeNull();

    const offline = await withFirstScreen(shell(), at('/productpage/round-bowl'), mirrorOf(lists), false);
    expect(banner(await offline.text())?.slice(1)).toEqual([
      'fs-connection',
      'You&#x27;re offline: showing what this device has saved.',
    ]);

    const signedIn = { signedIn: true, bagCount: 2 };
    const waitingOffline = await withFirstScreen(
      shell(),
      at('/productpage/round-bowl'),
      mirrorOf(lists, signedIn, 2),
      false,
    );
    expect(banner(await waitingOffline.text())?.[2]).toBe(
      'You&#x27;re offline: showing what this device has saved. 2 changes waiting to sync.',
    );
    const waitingOnline = await withFirstScreen(
      shell(),
      at('/productpage/round-bowl'),
      mirrorOf(lists, signedIn, 1),
      true,
    );
    expect(banner(await waitingOnline.text())?.slice(1)).toEqual([
      'fs-connection fs-connection-waiting',
      '1 change waiting to sync',
    ]);
  });

  it('finds product pages by their encoded key, in any letter case', async () => {
    const mirror = mirrorOf({ 'category:products': [product({ slug: 'jute bowl', title: 'Spaced' })] });
    expect((await firstScreenOf(at('/ProductPage/jute%20bowl/'), mirror))?.title).toBe('Jutexx | Spaced');
    expect(await firstScreenOf(at('/productpage/%E0%A4'), mirror)).toBeNull();
    expect(await firstScreenOf(at('/productpage/a/b'), mirror)).toBeNull();
    expect(await firstScreenOf(at('/productpage/not-mirrored'), mirror)).toBeNull();
  });

  it("writes a listing's first eight cards, reading no more of the list, and the type filters of all of it", async () => {
    const listed = Array.from({ length: 30 }, (_, index) => product({ category: index === 29 ? 'bowl' : 'basket' }));
    const mirror = mirrorOf({ [collectionKeys.category('ladies')]: listed });
    const page = await firstScreenOf(at('/store/ladies'), mirror);
    expect(page?.title).toBe('Jutexx | Ladies');
    expect(page?.screen).toMatchObject({ heading: 'Ladies', layout: 'listing', department: 'ladies' });
    expect(page?.screen.layout === 'listing' && page.screen.products.map((item) => item._id)).toEqual(
      listed.slice(0, 8).map((item) => item._id),
    );
    // The 30th product's bowl is among the filters, though its card is not read.
    expect(page?.screen.layout === 'listing' && page.screen.filters.map((filter) => filter.label)).toEqual([
      'View All',
      'Baskets',
      'Bowls',
    ]);
    expect(mirror.read).toBe(8);
    expect(await firstScreenOf(at('/store/unknown'), mirror)).toBeNull();
    expect(await firstScreenOf(at('/store/kids'), mirror)).toBeNull();
  });

  it("writes a listing's cards for its ?type= and ?sort=, the type chosen, reading only those cards", async () => {
    const listed = Array.from({ length: 30 }, (_, index) =>
      product({ category: index % 3 === 0 ? 'bowl' : 'basket', numericPrice: 1000 - index * 10 }),
    );
    const mirror = mirrorOf({ [collectionKeys.category('products')]: listed });
    const page = await firstScreenOf(at('/store/products?type=bowl&sort=lowToHigh'), mirror);
    if (page?.screen.layout !== 'listing') throw new Error('no written listing');
    const bowls = listed.filter((item) => item.category === 'bowl');
    // The cheapest bowls first: the last listed are the cheapest.
    expect(page.screen.products.map((item) => item._id)).toEqual(
      bowls
        .slice()
        .reverse()
        .slice(0, 8)
        .map((item) => item._id),
    );
    expect(page.screen.type).toBe('bowl');
    expect(mirror.read).toBe(8);
    const root = rootOf(writeIntoShell(SHELL, page));
    expect(root).toContain(
      'class="fs-btn fs-btn-filled fs-type" aria-current="page" href="/store/products?type=bowl">Bowls<',
    );
    expect(root).toContain('class="fs-btn fs-btn-default fs-type" href="/store/products">View All<');
    expect(root).toContain('class="fs-btn fs-btn-white" aria-current="page" href="/store/products?type=bowl">Bowls<');

    // A type none of its products has writes nothing: the app says so itself.
    expect(await firstScreenOf(at('/store/products?type=matka'), mirror)).toBeNull();
  });

  it("writes home's bestsellers, the first featured products, reading only as far as they go", async () => {
    const all = Array.from({ length: 200 }, (_, index) => product({ featured: [3, 10, 60, 70, 150].includes(index) }));
    const mirror = mirrorOf({ [collectionKeys.allProducts()]: all });
    const page = await firstScreenOf(at('/'), mirror);
    expect(page?.title).toBe('Jutexx | Handmade Jute Bowls, Baskets & Bags');
    expect(page?.screen.layout === 'home' && page.screen.products.map((item) => item._id)).toEqual(
      [3, 10, 60, 70].map((index) => all[index]?._id),
    );
    expect(mirror.read).toBeLessThan(100);
    expect(await firstScreenOf(at('/'), mirrorOf({ [collectionKeys.allProducts()]: [product()] }))).toBeNull();
    expect(await firstScreenOf(at('/'), mirrorOf({}))).toBeNull();
  });

  it('serves a page the mirror holds with its first screen, and everything else unchanged', async () => {
    const mirror = mirrorOf({ 'item:round-bowl': [bowl] });
    const written = await withFirstScreen(shell(), at('/productpage/round-bowl'), mirror);
    expect(written.status).toBe(200);
    expect(written.headers.get('Content-Type')).toBe('text/html');
    expect(written.headers.get('Content-Length')).toBeNull();
    expect(rootOf(await written.text())).toContain('Rs.1,299.00');

    expect(await (await withFirstScreen(shell(), at('/productpage/unknown'), mirror)).text()).toBe(SHELL);
    expect(await (await withFirstScreen(shell(), at('/cart'), mirror)).text()).toBe(SHELL);
  });

  it('serves the shell as it is when the mirror fails or is slow', async () => {
    const failing: MirrorReader = {
      product: async () => {
        throw new Error('the database was closed');
      },
      list: async () => {
        throw new Error('the database was closed');
      },
      listing: async () => {
        throw new Error('the database was closed');
      },
      shopper: async () => {
        throw new Error('the database was closed');
      },
      pending: async () => {
        throw new Error('the database was closed');
      },
    };
    expect(await (await withFirstScreen(shell(), at('/productpage/round-bowl'), failing)).text()).toBe(SHELL);
    const never = () => new Promise<never>(() => undefined);
    const slow: MirrorReader = { product: never, list: never, listing: never, shopper: never, pending: never };
    expect(await (await withFirstScreen(shell(), at('/'), slow)).text()).toBe(SHELL);
  });
});
