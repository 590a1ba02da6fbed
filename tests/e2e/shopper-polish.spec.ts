import { expect, type Locator, type Page, test } from '@playwright/test';
import { COD_CANCELLED_LABEL } from '../../contract/order-lifecycle/labels';
import type { Product } from '../../contract/product';
import { returnMessages } from '../../contract/return-messages';
import { TEST_PAYMENTS_NOTICE } from '../../contract/shop-info';
import {
  adminDeliver,
  adminToken,
  pickProducts,
  placeCodOrder,
  type Shopper,
  shopperWithOneInBag,
  signUpShopper,
} from './support/shop-api';
import { favouritesOpenAtTop, outboxCount, serverBag, signInWithToken, topOnScreen } from './support/shopper-page';

// What a shopper notices first on a phone (issue 22, items 1, 3, 5, 6 and 7): each test
// reproduces what was reported, at 390 px and 320 px, with a screenshot of each.
test.use({ viewport: { width: 390, height: 844 } });

const INDIGO_BOWL = 'hand-braided-jute-bowl-indigo-jutexx';
const TERRACOTTA_BOWL = 'hand-braided-jute-bowl-terracotta-jutexx';
// A 1×1 PNG: the return's photo, checked by content on the server.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const bearer = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.token}` });

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** A product card link in the listing that a tap reaches without scrolling. */
async function cardOnScreen(page: Page): Promise<Locator> {
  const onScreen = () =>
    page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/productpage/"]')];
      const link = links.find((element) => {
        const box = element.getBoundingClientRect();
        return box.top > 100 && box.bottom < window.innerHeight;
      });
      return link?.getAttribute('href') ?? null;
    });
  await expect.poll(onScreen).not.toBeNull();
  return page.locator(`main a[href="${await onScreen()}"]`).first();
}

test('a colour swatch opens its variant, the current one is marked and named, also offline', async ({ page }) => {
  await page.goto(`/productpage/${INDIGO_BOWL}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Indigo');
  // Reproduction: the label read "Colour: Natural, Indigo, Terracotta" and no dot was marked.
  await expect(page.getByTestId('colour-label')).toHaveText('Colour: Indigo');
  const colours = page.getByRole('group', { name: 'Colour: Indigo' });
  await expect(colours.getByRole('link', { name: 'Indigo', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(colours.getByRole('link', { name: 'Natural', exact: true })).not.toHaveAttribute('aria-current');
  await page.getByTestId('colour-label').scrollIntoViewIfNeeded();
  await shot(page, 'swatches-indigo-390');

  // Reproduction: tapping terracotta left the page unchanged.
  await colours.getByRole('link', { name: 'Terracotta', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/productpage/${TERRACOTTA_BOWL}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terracotta');
  await expect(page.getByTestId('colour-label')).toHaveText('Colour: Terracotta');
  const terracotta = page.getByRole('group', { name: 'Colour: Terracotta' });
  await expect(terracotta.getByRole('link', { name: 'Terracotta', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Offline, the variant this device holds opens from the mirror.
  await page.context().setOffline(true);
  await terracotta.getByRole('link', { name: 'Indigo', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/productpage/${INDIGO_BOWL}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Indigo');
  await expect(page.getByTestId('colour-label')).toHaveText('Colour: Indigo');
  await page.context().setOffline(false);

  await page.setViewportSize({ width: 320, height: 700 });
  await page.getByTestId('colour-label').scrollIntoViewIfNeeded();
  await shot(page, 'swatches-indigo-320');
});

test('a new page opens at the top, and Back returns to where the shopper was', async ({ page }) => {
  await page.goto('/store/products');
  await expect(page.getByRole('button', { name: 'View All' })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/productpage/"]').nth(20)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => scrollY(page)).toBe(1500);

  await (await cardOnScreen(page)).click();
  await expect(page).toHaveURL(/\/productpage\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await shot(page, 'scroll-product-opens-at-top-390');

  // Reproduction: the listing came back 78 px lower, once its type filters were drawn above.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'View All' })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/productpage/"]').nth(20)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(1500);
  await shot(page, 'scroll-listing-restored-390');

  // Favourites from far down the listing: its top, not a blank area below its content. The
  // tap is dispatched so that nothing scrolls the link into view first.
  await favouritesOpenAtTop(page);
  await page.goForward().catch(() => undefined);
});

test('Back to a listing after "Load more" finds the same cards where the shopper left them', async ({ page }) => {
  await page.goto('/store/products');
  const cards = page.getByRole('main').locator('a[href^="/productpage/"]');
  await expect(cards.nth(24)).toBeVisible();
  await page.getByRole('button', { name: 'Load more products' }).click();
  await expect(cards.nth(25)).toBeVisible();
  // The cards "Load more" brought are drawn six at a time on the page the app opened on (decision
  // 379): counted once a second has passed with none more (counted at once, a part could still come).
  let shown = 0;
  await expect
    .poll(
      async () => {
        const now = await cards.count();
        const settled = now === shown;
        shown = now;
        return settled;
      },
      { intervals: [1_000] },
    )
    .toBe(true);
  expect(shown).toBeGreaterThan(25);
  // Down among the cards that "Load more" brought.
  const last = cards.nth(shown - 1);
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  expect(await scrollY(page)).toBeGreaterThan(0);
  // Where the shopper sees the last card. The cards scrolled past without coming near the screen
  // were laid out at a guessed height (content-visibility, docs/decisions/301), so the window's
  // offset on the page drawn again may differ: the card on screen may not.
  const left = await topOnScreen(last);

  await (await cardOnScreen(page)).click();
  await expect(page).toHaveURL(/\/productpage\//);
  await expect.poll(() => scrollY(page)).toBe(0);
  // Reproduction: the listing came back with 25 cards, too short for where the shopper was.
  await page.goBack();
  await expect(cards).toHaveCount(shown);
  await expect.poll(() => topOnScreen(last)).toBe(left);
  await shot(page, 'scroll-after-load-more-restored-390');
});

test('order page words: a requested return is not "returned", a cancelled COD order has nothing to collect, Cancel Return asks first', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [bowl, other] = await pickProducts(request, 2);
  if (!bowl || !other) throw new Error('no products');
  const admin = await adminToken(request);
  const delivered = await placeCodOrder(request, shopper, [{ productId: bowl._id, quantity: 3 }]);
  await adminDeliver(request, admin, delivered._id);
  const requested = await request.post('/api/orders/return', {
    headers: bearer(shopper),
    multipart: {
      orderId: delivered._id,
      productId: bowl._id,
      quantity: '3',
      reason: 'Damaged',
      description: 'The weave came apart at the rim',
      image: { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);

  await signInWithToken(page, shopper);
  await page.goto(`/order/${delivered._id}`);
  const returns = page.getByTestId('line-returns');
  // Reproduction: "× 3 · returned" for a return only requested.
  await expect(returns).toContainText('Return requested');
  await expect(returns).toContainText('3 of 3 in this return');
  await expect(returns).not.toContainText('returned');
  await shot(page, 'order-return-requested-390', true);

  // Reproduction: "Cancel Return" acted on one tap. Declining the question keeps the return.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Cancel Return' }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('Cancel this return request?');
  await expect(returns).toContainText('Return requested');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Cancel Return' }).click();
  await expect(returns).toBeHidden();
  // In the server's own words (the page no longer types its own: issue 21 drift).
  await expect(page.getByText(returnMessages.cancelled, { exact: true })).toBeVisible();

  // Reproduction: a cancelled COD order said "Cash on delivery — to collect".
  const cancelled = await placeCodOrder(request, shopper, [{ productId: other._id, quantity: 1 }]);
  const cancel = await request.post(`/api/orders/cancel/${cancelled._id}`, { headers: bearer(shopper) });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await page.goto(`/order/${cancelled._id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('payment-state')).toHaveText(COD_CANCELLED_LABEL);
  await expect(page.getByText('to collect')).toHaveCount(0);
  await page.setViewportSize({ width: 320, height: 700 });
  await shot(page, 'order-cancelled-cod-320', true);
});

/** Controls and prices the 'Test payments' strip lies over, at the current scroll position. */
function coveredByTestPayments(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strip = document.querySelector('[data-testid="test-payments-banner"]');
    if (!strip) return ['no strip'];
    const a = strip.getBoundingClientRect();
    const targets = [...document.querySelectorAll('a, button, input, select, [data-testid="order-total"], p, span')]
      .filter((element) => !strip.contains(element))
      .filter((element) => element.matches('a, button, input, select') || /Rs\.|Total/.test(element.textContent ?? ''));
    return targets
      .filter((element) => {
        // What the shopper can see: the links of a closed footer section have a box (laid out
        // where the open section would show them) but are not drawn (decision 353).
        if (!element.checkVisibility()) return false;
        const b = element.getBoundingClientRect();
        return (
          b.width > 0 && b.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        );
      })
      .map((element) => (element.textContent ?? element.tagName).trim().slice(0, 40));
  });
}

async function checkStripAtEveryScroll(page: Page) {
  for (const where of ['top', 'middle', 'bottom'] as const) {
    await page.evaluate((to) => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, to === 'top' ? 0 : to === 'middle' ? end / 2 : end);
    }, where);
    expect(await coveredByTestPayments(page), `covered at the ${where}`).toEqual([]);
  }
}

test('the Test payments strip covers no control or price, at 390 and 320 px', async ({ page, request }) => {
  await page.goto('/');
  // The browser's install offer, as Chromium sends it on a phone: the footer shows 'Install app'.
  // The shop listens once its script has run, so the offer is made again until it is heard.
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(async () => {
    await page.evaluate(() =>
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => {} }),
      ),
    );
    await expect(install).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('test-payments-banner')).toHaveText(TEST_PAYMENTS_NOTICE.banner);
  await install.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Reproduction: at 390 px the pill lay over 'Install app'.
  expect(await coveredByTestPayments(page)).toEqual([]);
  await install.click({ trial: true });
  await shot(page, 'test-payments-footer-390');

  const { shopper } = await shopperWithOneInBag(request);
  await signInWithToken(page, shopper);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 640 });
    const pages = ['/', '/store/products', `/productpage/${INDIGO_BOWL}`, '/search?q=bowl', '/cart', '/favourites'];
    for (const path of [...pages, '/checkout', '/profile', '/orders', '/faq', '/sustainability']) {
      await page.goto(path);
      await expect(page.getByTestId('test-payments-banner')).toBeAttached();
      await checkStripAtEveryScroll(page);
    }
  }
  // Reproduction: at 320 px the pill lay over the checkout's Total row.
  await page.goto('/checkout');
  await page.getByTestId('order-total').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('order-total')).toBeVisible();
  await page.getByTestId('order-total').click({ trial: true });
  await shot(page, 'test-payments-checkout-320');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await shot(page, 'test-payments-end-of-page-320');
});

test('favourites: an out-of-stock button reads in full at 320 px', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  const products = (await (await request.get('/api/products/data/products')).json()) as { data: Product[] };
  const soldOut = products.data.find((product) => product.slug === TERRACOTTA_BOWL);
  if (!soldOut) throw new Error('no terracotta bowl');
  expect(soldOut.inventory).toBe(0);
  const added = await request.post(`/api/user/favourites/${soldOut._id}`, { headers: bearer(shopper) });
  expect(added.ok(), await added.text()).toBe(true);

  await page.setViewportSize({ width: 320, height: 700 });
  await signInWithToken(page, shopper);
  await page.goto('/favourites');
  const button = page.getByTestId('favourite-item').getByRole('button', { name: 'Out of stock' });
  await expect(button).toBeDisabled();
  // Reproduction: the label was cut to "OUT OF STOCI".
  const clipped = await button.evaluate((element) => {
    const label = element.querySelector('.mantine-Button-label') ?? element;
    return label.scrollWidth > label.clientWidth + 1 || element.scrollWidth > element.clientWidth + 1;
  });
  expect(clipped).toBe(false);
  await shot(page, 'favourites-out-of-stock-320');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'favourites-out-of-stock-390');
});

test('the filter chip names the type; breadcrumb links are at least 24 px tall', async ({ page }) => {
  await page.goto('/categories/table-coaster');
  await expect(page).toHaveURL(/\/store\/home\?type=coaster$/);
  // Reproduction: "Filter: coaster".
  const chip = page.getByRole('button', { name: 'Clear filter Coasters' });
  await expect(chip).toHaveText('Filter: Coasters ✕');
  await shot(page, 'filter-chip-390');

  await page.goto(`/productpage/${INDIGO_BOWL}`);
  const trail = page.locator('#main .fs-trail');
  for (const name of ['Home', 'Products']) {
    const box = await trail.getByRole('link', { name, exact: true }).boundingBox();
    // Reproduction: 16 px tall (WCAG 2.5.8 asks for 24 px).
    expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(24);
  }
  await page.setViewportSize({ width: 320, height: 700 });
  await shot(page, 'breadcrumbs-320');
  await page.goto('/categories/table-coaster');
  await expect(chip).toBeVisible();
  await shot(page, 'filter-chip-320');
});

test('removing a bag line can be undone, through the outbox, offline too', async ({ page, request }) => {
  const { shopper, product } = await shopperWithOneInBag(request);
  await signInWithToken(page, shopper);
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toContainText(product.title);

  await line.getByRole('button', { name: 'Remove' }).click();
  await expect(line).toHaveCount(0);
  const toast = page.getByTestId('bag-removed-toast');
  await expect(toast).toContainText(`Removed ${product.title} from your bag.`);
  await shot(page, 'bag-undo-toast-390');
  await expect.poll(async () => (await serverBag(request, shopper)).length).toBe(0);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(line).toContainText(product.title);
  await expect
    .poll(async () => (await serverBag(request, shopper)).map((entry) => entry.productId))
    .toEqual([product._id]);
  // The page has its answer too: the line no longer waits (it then has one Remove, not two).
  await expect.poll(() => outboxCount(page)).toBe(0);
  await expect(line.getByRole('button', { name: 'Remove' })).toHaveCount(1);

  // Offline: both the removal and its undo wait in the outbox and reach the server in order.
  await page.context().setOffline(true);
  await line.getByRole('button', { name: 'Remove' }).click();
  await expect(line).toHaveCount(0);
  await page.setViewportSize({ width: 320, height: 700 });
  await shot(page, 'bag-undo-toast-offline-320');
  await page.getByTestId('bag-removed-toast').getByRole('button', { name: 'Undo' }).click();
  await expect(line).toContainText(product.title);
  expect(await outboxCount(page)).toBe(2);
  await page.context().setOffline(false);
  await expect.poll(() => outboxCount(page)).toBe(0);
  const bag = await serverBag(request, shopper);
  expect(bag.map((entry) => [entry.productId, entry.quantity])).toEqual([[product._id, 1]]);
});

test('signing in from "add to bag" returns to the product', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  await page.goto(`/productpage/${INDIGO_BOWL}`);
  await page.getByRole('button', { name: 'add to bag' }).click();
  await expect(page.getByText('Please login first to add items to cart')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Reproduction: the shopper landed on the home page and lost the bowl.
  await expect(page).toHaveURL(new RegExp(`/productpage/${INDIGO_BOWL}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Indigo');
  await page.getByRole('button', { name: 'add to bag' }).click();
  await expect(page.getByRole('link', { name: /go to cart/i })).toBeVisible();
  await shot(page, 'sign-in-returns-to-product-390');
});
