import { type Browser, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { formatRupees } from '../../contract/money';
import type { Order } from '../../contract/order';
import { packingMessages } from '../../contract/packing';
import { E2E_ADMIN } from '../../playwright.config';
import { adminNumber } from './support/admin-page';
import { logInAsAdmin } from './support/admin-session';
import {
  adminGetOrder,
  adminSetStatus,
  adminToken,
  pickProducts,
  placeCodOrder,
  signUpShopper,
} from './support/shop-api';

// The packing desk on tablets in landscape (docs/decisions/146). Each tablet is its own browser
// context signed in with the suite's one staff account, as tablets on a shop floor share one.
// The shared server holds other tests' orders, so a tablet may be handed one of those: these
// tests never pack or skip an order they did not make, and let go of every claim they took.
test.use({ viewport: { width: 1024, height: 768 } });
// Serial: the second test's named order must not be held by the first test's tablets.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

/** The order number the back office shows: '#' and the id's last 6 characters. */

const orderHeading = (page: Page): Locator => page.getByRole('heading', { level: 2, name: /^Order #/ });
const packedButton = (page: Page): Locator => page.getByRole('button', { name: 'Packed', exact: true });

async function openTablet(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await logInAsAdmin(page);
  return page;
}

/** Leaves the desk through the menu; the page lets go of the order it holds, and that is awaited. */
async function leaveDesk(page: Page): Promise<void> {
  const holding = await orderHeading(page).isVisible();
  const released = holding
    ? page.waitForResponse((response) => /\/api\/admin\/packing\/[^/]+\/release$/.test(response.url()))
    : null;
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  if (released) expect((await released).ok()).toBe(true);
  await page.context().close();
}

async function threeLineCodOrder(request: Parameters<typeof signUpShopper>[0]): Promise<Order> {
  const shopper = await signUpShopper(request);
  const products = await pickProducts(request, 3);
  return placeCodOrder(
    request,
    shopper,
    products.map((product) => ({ productId: product._id, quantity: 1 })),
  );
}

test('two tablets get two different orders; a claimed order is refused to the other; skip asks for a note', async ({
  browser,
  request,
}) => {
  const ours = [await threeLineCodOrder(request), await threeLineCodOrder(request)];
  const first = await openTablet(browser);
  const second = await openTablet(browser);

  // Both open the desk at the same moment.
  await Promise.all([first.goto('/admin/packing'), second.goto('/admin/packing')]);
  await expect(orderHeading(first)).toBeVisible();
  await expect(orderHeading(second)).toBeVisible();
  const firstNumber = await orderHeading(first).textContent();
  const secondNumber = await orderHeading(second).textContent();
  expect(firstNumber).not.toBe(secondNumber);
  for (const page of [first, second]) await expect(packedButton(page)).toBeInViewport();

  // The first tablet opens one of our three-line COD orders by name (one the second does not hold).
  const target = ours.find((order) => `Order ${adminNumber(order._id)}` !== secondNumber);
  if (!target) throw new Error('one of our orders is free for the first tablet');
  const targetHeading = `Order ${adminNumber(target._id)}`;
  await first.goto(`/admin/packing?order=${target._id}`);
  await expect(first.getByRole('heading', { level: 2, name: targetHeading })).toBeVisible();
  await expect(first.getByTestId('packing-item')).toHaveCount(3);
  await expect(first.getByTestId('packing-cash')).toHaveText(`Collect ${formatRupees(target.totalAmount)} in cash`);
  // Three lines reach below the fold; Packed stays on screen in the sticky bar.
  await expect(packedButton(first)).toBeInViewport();
  await expect(packedButton(first)).toBeDisabled();

  // The second tablet asking for the same order is told another tablet has it.
  await second.goto(`/admin/packing?order=${target._id}`);
  await expect(
    second.getByRole('alert').filter({ hasText: packingMessages.heldElsewhere(E2E_ADMIN.email) }),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Take the next order' }).click();
  await expect(orderHeading(second)).toBeVisible();
  await expect(orderHeading(second)).not.toHaveText(targetHeading);

  // Skip / item missing needs a note; the order is then set aside and the tablet moves on.
  await first.getByRole('button', { name: 'Skip / item missing' }).click();
  const dialog = first.getByRole('dialog', { name: 'Skip / item missing' });
  await dialog.getByRole('button', { name: 'Skip this order' }).click();
  await expect(dialog.getByText(packingMessages.noteRequired)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'What is missing or wrong?' })
    .fill('E2E: the third item is not on the shelf');
  await dialog.getByRole('button', { name: 'Skip this order' }).click();
  await expect(
    first.getByText(`Order ${adminNumber(target._id)} set aside: E2E: the third item is not on the shelf`),
  ).toBeVisible();
  await expect(first.getByRole('heading', { level: 2, name: targetHeading })).toBeHidden();

  await leaveDesk(first);
  await leaveDesk(second);
  // Tidy up: cancelled, our orders leave the queue and their stock returns.
  const token = await adminToken(request);
  for (const order of ours) await adminSetStatus(request, token, order._id, 'Canceled');
});

test('every unit of a COD order is confirmed by its article code, then Packed moves it to Processing', async ({
  browser,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [first, second] = await pickProducts(request, 2);
  if (!first || !second) throw new Error('two products expected');
  const order = await placeCodOrder(request, shopper, [
    { productId: first._id, quantity: 2 },
    { productId: second._id, quantity: 1 },
  ]);
  const heading = `Order ${adminNumber(order._id)}`;

  const page = await openTablet(browser);
  await page.goto(`/admin/packing?order=${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Packing desk' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  const items = page.getByTestId('packing-item');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ has: page.getByText(first.articleCode, { exact: true }) })).toContainText('0 of 2');
  await expect(items.filter({ has: page.getByText(second.articleCode, { exact: true }) })).toContainText('0 of 1');

  const packed = packedButton(page);
  const code = page.getByRole('textbox', { name: 'Article code' });
  const feedback = page.getByRole('status').filter({ hasText: /./ });
  await expect(packed).toBeDisabled();

  await code.fill('NOT-A-CODE');
  await code.press('Enter');
  await expect(feedback).toHaveText('NOT-A-CODE is not in this order');

  await code.fill(first.articleCode);
  await code.press('Enter');
  await expect(feedback).toHaveText(`${first.title}: 1 of 2`);
  // Codes are matched without case or spaces, as a person may type them.
  await code.fill(` ${first.articleCode.toLowerCase()} `);
  await code.press('Enter');
  await expect(feedback).toHaveText(`${first.title}: 2 of 2`);
  await expect(items.filter({ has: page.getByText(first.articleCode, { exact: true }) })).toContainText('✓ 2 of 2');
  await expect(packed).toBeDisabled();

  await code.fill(second.articleCode);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(feedback).toHaveText(`${second.title}: 1 of 1`);

  await expect(packed).toBeInViewport();
  await expect(packed).toBeEnabled();
  await packed.click();
  await expect(page.getByText(`${heading} packed`)).toBeVisible();
  // The desk moves on to the next order (or says all is done).
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeHidden();

  const token = await adminToken(request);
  await expect.poll(async () => (await adminGetOrder(request, token, order._id)).status).toBe('Processing');
  await leaveDesk(page);
});
