import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_BAG, EMPTY_FAVOURITES, TOKEN_KEY } from '../../../contract/constants';
import { FIRST_SCREEN_END_ID, FIRST_SCREEN_EXPECTED } from '../../../contract/first-screen-render';
import { mirroredProduct } from '../../../contract/mirrored-product';
import type { Product } from '../../../contract/product';
import { products } from '../../db/schema/catalogue';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { createWebRoot } from '../../testing/web-root';
import { readPage } from '../../testing/written-page';

const PUBLIC_URL = 'https://shop.example.in';
const dist = createWebRoot();
afterAll(dist.remove);

describe.each(TEST_DATABASE_KINDS)('pages written by the server on %s', (kind) => {
  const t = useTestApp(kind, { seed: true, app: { webRoot: dist.root, publicUrl: PUBLIC_URL } });

  const page = async (path: string) => {
    const res = await t.app.request(path);
    expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
    expect(res.headers.get('cache-control'), path).toBe('no-cache');
    return { status: res.status, ...readPage(await res.text()) };
  };
  const api = async (path: string) =>
    dataOf(await call<Product[] | Product>(t.app, 'GET', `/api/products/data/${path}`));

  let product: Product;
  beforeAll(async () => {
    const all = (await api('all-products')) as Product[];
    product = all.find((candidate) => candidate.image.length > 0 && candidate.description) as Product;
  });

  it('writes a product page head: title, description, canonical URL, Open Graph, Product JSON-LD', async () => {
    const html = await page(`/productpage/${product.articleCode}`);
    expect(html.status).toBe(200);
    expect(html.title).toBe(`Jutexx | ${product.title}`);
    expect(html.meta('description')).toBe(
      product.description
        .split('~')
        .map((part) => part.trim())
        .filter(Boolean)
        .join('. '),
    );
    const url = `${PUBLIC_URL}/productpage/${product.slug}`;
    expect(html.canonical).toBe(url);
    expect(html.meta('og:url')).toBe(url);
    expect(html.meta('og:type')).toBe('product');
    expect(html.meta('og:title')).toBe(html.title);
    expect(html.meta('og:description')).toBe(html.meta('description'));
    expect(html.meta('og:image')).toBe(`${PUBLIC_URL}${product.image[0]?.src}`);
    expect(html.preload).toBe(`${product.image[0]?.src}?w=800`);
    expect(html.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      sku: product.articleCode,
      url,
      offers: {
        '@type': 'Offer',
        price: product.numericPrice.toFixed(2),
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('embeds the product the API answers as the device keeps it, under the key the page reads', async () => {
    const html = await page(`/productpage/${product.slug}`);
    // What the page mirrors of it (docs/decisions/286): no reviews, timestamps or nested ids.
    const answered = mirroredProduct((await api(`item/${product.slug}`)) as Product);
    expect(html.lists()).toEqual([{ key: `item:${product.slug}`, products: [answered] }]);
    expect(html.lists()[0]?.products[0]).not.toHaveProperty('reviews');
  });

  it('says OutOfStock when the inventory is 0', async () => {
    const sold = await createProduct(t.db, { inventory: 0 });
    const html = await page(`/productpage/${sold.slug}`);
    expect(html.jsonLd.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('writes a kept page again once the catalogue changes: new stock, price and status show at once', async () => {
    const item = await createProduct(t.db, { inventory: 3 });
    const before = await page(`/productpage/${item.slug}`);
    expect(before.jsonLd.offers.availability).toBe('https://schema.org/InStock');
    expect((await page(`/productpage/${item.slug}`)).jsonLd).toEqual(before.jsonLd);
    await t.db.update(products).set({ inventory: 0 }).where(eq(products.id, item.id));
    expect((await page(`/productpage/${item.slug}`)).jsonLd.offers.availability).toBe('https://schema.org/OutOfStock');
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, item.id));
    expect((await page(`/productpage/${item.slug}`)).status).toBe(404);
  });

  it('answers an unknown or inactive product with 404, the shell and noindex', async () => {
    const hidden = await createProduct(t.db);
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, hidden.id));
    for (const key of ['no-such-product', hidden.slug]) {
      const html = await page(`/productpage/${key}`);
      expect(html.status, key).toBe(404);
      expect(html.meta('robots'), key).toBe('noindex');
      expect(html.canonical, key).toBeUndefined();
      expect(html.jsonLd, key).toBeUndefined();
      expect(html.data, key).toEqual({ products: [], lists: [] });
    }
  });

  it('writes a listing head with an ItemList and embeds the API answer', async () => {
    const html = await page('/store/products?type=bowl');
    const listed = (await api('products')) as Product[];
    expect(listed.length).toBeGreaterThan(0);
    expect(html.title).toBe('Jutexx | Our Jute Collection');
    expect(html.canonical).toBe(`${PUBLIC_URL}/store/products`);
    expect(html.meta('og:type')).toBe('website');
    expect(html.lists()).toEqual([{ key: 'category:products', products: listed.map(mirroredProduct) }]);
    expect(html.jsonLd['@type']).toBe('ItemList');
    expect(html.jsonLd.itemListElement).toHaveLength(listed.length);
    expect(html.jsonLd.itemListElement[0]).toMatchObject({
      position: 1,
      item: { name: listed[0]?.title, offers: { priceCurrency: 'INR', price: listed[0]?.numericPrice.toFixed(2) } },
    });
  });

  it("writes a listing's first cards as its ?type= and ?sort= choose them, and the whole department to mirror", async () => {
    const listed = (await api('products')) as Product[];
    const cardsOf = (root: string) =>
      [...root.matchAll(/<a class="fs-card-link" href="\/productpage\/([^"]+)">/g)].map((match) => match[1]);
    const all = await page('/store/products');
    expect(cardsOf(all.root)).toEqual(listed.slice(0, 8).map((item) => item.slug));

    const bowls = listed.filter((item) => String(item.category).includes('bowl'));
    expect(bowls.length).toBeGreaterThan(1);
    const dearestBowls = [...bowls].sort((a, b) => b.numericPrice - a.numericPrice).slice(0, 8);
    const filtered = await page('/store/products?type=bowl&sort=highToLow');
    expect(cardsOf(filtered.root)).toEqual(dearestBowls.map((item) => item.slug));
    expect(filtered.root).toContain(
      'class="fs-btn fs-btn-filled fs-type" aria-current="page" href="/store/products?type=bowl">Bowls</a>',
    );
    // The page still mirrors the whole department, and the plain listing is still its own page.
    expect(filtered.lists()).toEqual([{ key: 'category:products', products: listed.map(mirroredProduct) }]);
    expect(cardsOf((await page('/store/products')).root)).toEqual(listed.slice(0, 8).map((item) => item.slug));
  });

  it('embeds both lists of the home page and preloads its first bestseller picture', async () => {
    const html = await page('/');
    const all = (await api('all-products')) as Product[];
    expect(html.title).toBe('Jutexx | Handmade Jute Bowls, Baskets & Bags');
    expect(html.canonical).toBe(`${PUBLIC_URL}/`);
    expect(html.lists()).toEqual([
      { key: 'category:products', products: ((await api('products')) as Product[]).map(mirroredProduct) },
      { key: 'all-products', products: all.map(mirroredProduct) },
    ]);
    // Each product is written once, though the two lists share the own collection.
    expect(html.data?.products).toHaveLength(all.length);
    const bestseller = all.find((candidate) => candidate.featured);
    expect(html.preload).toBe(`${bestseller?.image[0]?.src}?w=800`);
    expect(html.jsonLd.itemListElement[0].item.name).toBe(bestseller?.title);
  });

  it('writes the first screen as HTML in #root: the top bar, real titles, prices and links', async () => {
    const home = await page('/');
    const all = (await api('all-products')) as Product[];
    for (const bestseller of all.filter((candidate) => candidate.featured).slice(0, 4)) {
      expect(home.root).toContain(`<a class="fs-card-link" href="/productpage/${bestseller.slug}">`);
      expect(home.root).toContain(`<strong class="fs-card-price">${bestseller.price}</strong>`);
    }
    // The app's top bar (decision 200): logo, search, sign in and the visitor's empty bag.
    expect(home.root).toContain('<span>Jutexx</span><span class="fs-unseen"> home</span></a>');
    expect(home.root).toContain('aria-label="Search" href="/search"');
    expect(home.root).toContain('href="/login">Sign in</a>');
    expect(home.root).toContain('aria-label="Shopping bag (0)"');
    const item = await page(`/productpage/${product.slug}`);
    expect(item.root).toMatch(new RegExp(`<h1[^>]*>${product.title.replace(/[()]/g, '\\$&')}</h1>`));
    expect(item.root).toContain(product.price);
    expect((await page('/productpage/no-such-product')).root).toMatch(/^<div id="root"><\/div>/);
  });

  it('holds the first paint until the whole written screen is parsed, where one is written', async () => {
    // docs/decisions/371: a paint between two parts of the HTML drew a part of the screen.
    for (const path of ['/', '/store/products', `/productpage/${product.slug}`, '/search?q=jute']) {
      const written = await page(path);
      expect(written.head, path).toContain(FIRST_SCREEN_EXPECTED);
      expect(written.root, path).toContain(`<span id="${FIRST_SCREEN_END_ID}" hidden></span></div>`);
    }
    const unknown = await page('/productpage/no-such-product');
    expect(unknown.head).not.toContain('rel="expect"');
    expect(unknown.root).not.toContain(FIRST_SCREEN_END_ID);
  });

  it("writes /cart's title, and a visitor's empty bag only when no session cookie comes with it", async () => {
    const visitor = await page('/cart');
    expect(visitor.status).toBe(200);
    expect(visitor.title).toBe('Jutexx | Shopping bag');
    // Nothing private in it (a crawler is a visitor): an ordinary page, no catalogue written in.
    expect(visitor.meta('robots')).toBeUndefined();
    expect(visitor.canonical).toBe(`${PUBLIC_URL}/cart`);
    expect(visitor.lists()).toEqual([]);
    expect(visitor.root).toMatch(/<h1[^>]*>Shopping bag<\/h1>/);
    expect(visitor.root).toContain(EMPTY_BAG.title);
    expect(visitor.root).toContain(EMPTY_BAG.text);
    expect(visitor.root).toContain(`<a class="fs-btn fs-btn-filled" href="/store/products">${EMPTY_BAG.action}</a>`);
    expect(visitor.root).toContain('href="/login">Sign in</a>');

    // With a session the bag is on the shopper's device: the server claims nothing about it.
    const res = await t.app.request('/cart', { headers: { cookie: `${TOKEN_KEY}=any-session-token` } });
    const shopper = readPage(await res.text());
    expect(shopper.title).toBe('Jutexx | Shopping bag');
    expect(shopper.root).toMatch(/<h1[^>]*>Shopping bag<\/h1>/);
    expect(shopper.root).not.toContain(EMPTY_BAG.title);
    // Its top bar says Profile, and claims no count for a bag the server does not hold.
    expect(shopper.root).toContain('href="/profile">Profile</a>');
    expect(shopper.root).toContain('aria-label="Shopping bag"');
    expect(shopper.root).not.toContain('Sign in');
    // The visitor's page, kept, is not what a shopper is sent, nor the other way round.
    expect((await page('/cart')).root).toContain(EMPTY_BAG.title);
  });

  it('writes the frame of /search and /favourites: the top bar and the title, not indexed, no catalogue', async () => {
    // A query too short for the shop to be asked is answered from the device: the frame alone
    // (a searched page is written with the shop's answer: searched-pages.test.ts).
    const search = await page('/search?q=j');
    expect(search.status).toBe(200);
    expect(search.title).toBe('Jutexx | Search');
    expect(search.meta('robots')).toBe('noindex');
    expect(search.canonical).toBeUndefined();
    expect(search.lists()).toEqual([]);
    expect(search.root).toContain('<span>Jutexx</span><span class="fs-unseen"> home</span></a>');
    expect(search.root).toContain('aria-label="Shopping bag (0)"');
    expect(search.root).toMatch(/<h1 class="fs-frame-title">Search<\/h1>/);

    const visitor = await page('/favourites');
    expect(visitor.status).toBe(200);
    expect(visitor.title).toBe('Jutexx | Favourites');
    expect(visitor.meta('robots')).toBe('noindex');
    expect(visitor.root).toMatch(/<h1 class="fs-frame-title fs-centered">Favourites<\/h1>/);
    expect(visitor.root).toContain('href="/login">Sign in</a>');
    // A visitor keeps no favourites: the page's empty state is written under the title (decision 351).
    expect(visitor.root).toContain(
      `<p class="fs-empty-title">${EMPTY_FAVOURITES.title}</p><p>${EMPTY_FAVOURITES.text}</p><a class="fs-btn fs-btn-filled" href="/">${EMPTY_FAVOURITES.action}</a>`,
    );
    const res = await t.app.request('/favourites', { headers: { cookie: `${TOKEN_KEY}=any-session-token` } });
    const shopper = readPage(await res.text());
    expect(shopper.root).toMatch(/<h1 class="fs-frame-title">Favourites<\/h1>/);
    expect(shopper.root).toContain('href="/profile">Profile</a>');
    // A shopper's list is on their device: the server does not say it is empty.
    expect(shopper.root).not.toContain(EMPTY_FAVOURITES.title);
    expect(search.root).not.toContain(EMPTY_FAVOURITES.title);
  });

  it('preloads an uploaded photo in the widths and sizes the gallery asks for', async () => {
    const src = '/media/uploads/products/p9/1-800-0123456789ab.webp';
    const photo = await createProduct(t.db, {
      images: [{ _id: 'i1', src, alt: 'bag', dataAltImage: '', dataAltText: '' }],
    });
    const html = await page(`/productpage/${photo.slug}`);
    expect(html.preload).toBe(`${src}?w=800`);
    expect(html.preloadSet).toEqual([
      `${src}?w=240 240w, ${src}?w=480 480w, ${src}?w=640 640w, ${src}?w=800 800w`,
      '(max-width: 767px) 100vw, 50vw',
    ]);
    expect(html.meta('og:image')).toBe(`${PUBLIC_URL}${src}`);
  });

  it('keeps a title with </script> or quotes inside its element and attribute', async () => {
    const title = `Bowl </script><script>alert("x")</script> 'big' & <!-- more`;
    const odd = await createProduct(t.db, { title, description: 'Has "quotes"~and </script>' });
    const html = await page(`/productpage/${odd.slug}`);
    expect(html.title).toBe(`Jutexx | ${title}`);
    expect(html.meta('og:title')).toBe(`Jutexx | ${title}`);
    expect(html.meta('description')).toBe('Has "quotes". and </script>');
    expect(html.jsonLd.name).toBe(title);
    expect(html.lists()[0]?.products[0]?.title).toBe(title);
    // The shell's entry script, the JSON-LD and the data: nothing the title could have opened.
    expect(html.scripts).toBe(3);
    expect(html.head).not.toContain('<script>alert');
    expect(html.root).not.toMatch(/<script/);
    expect(html.root).toContain('Bowl &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)');
  });
});
