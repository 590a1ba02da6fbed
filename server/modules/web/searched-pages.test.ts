import { afterAll, describe, expect, it } from 'vitest';
import { collectionKeys } from '../../../contract/collection-keys';
import { FIRST_SCREEN_CARDS } from '../../../contract/first-screen';
import type { Product } from '../../../contract/product';
import { SEARCHED_WHOLE_SHOP, searchCountLine } from '../../../contract/search-text';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { createWebRoot } from '../../testing/web-root';
import { readPage } from '../../testing/written-page';

// docs/decisions/293: a searched page (/search?q=…) is written with the shop's answer, so a shared
// search shows its products with the HTML, and the app finds that answer on the device.
const dist = createWebRoot();
afterAll(dist.remove);

describe.each(TEST_DATABASE_KINDS)('searched pages written by the server on %s', (kind) => {
  const t = useTestApp(kind, { seed: true, app: { webRoot: dist.root, publicUrl: 'https://shop.example.in' } });

  const page = async (path: string) => {
    const res = await t.app.request(path);
    expect(res.status, path).toBe(200);
    return readPage(await res.text());
  };
  const answer = async (text: string) =>
    dataOf(await call<Product[]>(t.app, 'GET', `/api/products/data/search/${encodeURIComponent(text)}`));

  it("writes the field with the query, the count and the first cards of the API's answer, and the answer under the app's key", async () => {
    const found = await answer('jute');
    expect(found.length).toBeGreaterThan(FIRST_SCREEN_CARDS);

    // As a shopper might type it: the field keeps their words, the shop is asked the normalized text.
    const html = await page('/search?q=%20Jute!');
    expect(html.title).toBe('Jutexx | Search: Jute!');
    expect(html.meta('robots')).toBe('noindex');
    expect(html.root).toMatch(/<h1 class="fs-frame-title">Search<\/h1>/);
    const form = /<form class="fs-query"[^>]*>/.exec(html.root)?.[0] ?? '';
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    const field = /<input class="fs-query-field"[^>]*>/.exec(html.root)?.[0] ?? '';
    expect(field).toContain('name="q"');
    expect(field).toContain('value=" Jute!"');
    expect(html.root).toContain(`${searchCountLine(found.length, 'Jute!')}<span>${SEARCHED_WHOLE_SHOP}</span>`);
    const cards = [...html.root.matchAll(/class="fs-card-title"[^>]*>([^<]*)</g)].map((match) =>
      match[1]?.replace(/&#x27;/g, "'"),
    );
    expect(cards).toEqual(found.slice(0, FIRST_SCREEN_CARDS).map((product) => product.title));

    expect(html.lists()).toEqual([
      {
        key: collectionKeys.search('jute'),
        products: found.map((product) => expect.objectContaining({ _id: product._id })),
      },
    ]);
  });

  it('keeps each query its own page, and a new product is in the next one written', async () => {
    const bowls = await page('/search?q=bowl');
    const baskets = await page('/search?q=basket');
    expect(bowls.lists()[0]?.key).toBe(collectionKeys.search('bowl'));
    expect(baskets.lists()[0]?.key).toBe(collectionKeys.search('basket'));
    expect(bowls.root).not.toBe(baskets.root);

    const added = await createProduct(t.db, { title: 'Zanskar Weave Bowl' });
    const again = await page('/search?q=zanskar');
    expect(again.root).toContain('Zanskar Weave Bowl');
    expect(again.lists()[0]?.products.map((product) => product._id)).toEqual([added.id]);
  });

  it('writes a query with markup in it as text, in the title, the field and the count', async () => {
    const query = '</title><script>alert(1)</script>"><img src=x onerror=alert(2)> jute';
    const html = await page(`/search?q=${encodeURIComponent(query)}`);
    expect(html.title).toBe(`Jutexx | Search: ${query}`);
    const field = /<input class="fs-query-field"[^>]*>/.exec(html.root)?.[0] ?? '';
    expect(field).toContain('value="&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img');
    expect(html.head).not.toContain('<script>alert');
    expect(html.root).not.toContain('<script>alert');
    expect(html.root).not.toContain('<img src=x');
    expect(html.scripts).toBe(2); // the shell's entry and the data block: nothing the query opened
  });

  it('answers a query that is not valid percent-encoding or repeated with a page, never a 500', async () => {
    for (const path of ['/search?q=%E0%A4', '/search?q=%zz', '/search?q=jute&q=bowl', '/search?q=']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(readPage(await res.text()).root, path).toMatch(/<h1 class="fs-frame-title">Search<\/h1>/);
    }
  });

  it('says no product matched, with the field, and writes the empty answer for the app', async () => {
    const html = await page('/search?q=zzqxv');
    expect(html.root).toContain(searchCountLine(0, 'zzqxv'));
    expect(html.root).not.toContain('fs-card-title');
    expect(html.lists()).toEqual([{ key: collectionKeys.search('zzqxv'), products: [] }]);
  });
});
