import { type Page, test } from '@playwright/test';
import { adminPaths } from '../../contract/admin-paths';
import { expect, TABLET_LANDSCAPE } from './support/admin-page';
import { logInAsAdmin } from './support/admin-session';
import {
  adminDeliver,
  adminSetStatus,
  adminToken,
  pickProducts,
  placeCodOrder,
  requestReturn,
  signUpShopper,
} from './support/shop-api';

// Issue 22 item 10: status badges read in full on the tablet ("PLAC…", "CANCEL…" were reported).
test.use({ viewport: TABLET_LANDSCAPE });

/** Badges on the page whose words are cut (an ellipsis: the label is wider than its box). */
function cutBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Badge-label')]
      .filter((label) => {
        // Cut by an ellipsis, or running out of its badge.
        const badge = label.closest('.mantine-Badge-root')?.getBoundingClientRect();
        const words = label.getBoundingClientRect();
        return label.scrollWidth > label.clientWidth + 1 || (badge !== undefined && words.right > badge.right + 1);
      })
      .map((label) => label.textContent ?? ''),
  );
}

test('status badges read in full at 1024 px on every back-office list and order page', async ({ page, request }) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  const line = [{ productId: product?._id ?? '', quantity: 1 }];
  const token = await adminToken(request);
  const placed = await placeCodOrder(request, shopper, line);
  const cancelled = await placeCodOrder(request, shopper, line);
  await adminSetStatus(request, token, cancelled._id, 'Canceled');
  const delivered = await placeCodOrder(request, shopper, line);
  await adminDeliver(request, token, delivered._id);
  // A return waiting for the desk: its list shows "Requested" (cut by CI's run, not by one alone).
  const returned = await placeCodOrder(request, shopper, line);
  await adminDeliver(request, token, returned._id);
  await requestReturn(request, shopper, returned._id, product?._id ?? '');

  await logInAsAdmin(page);
  const pages = [
    adminPaths.dashboard.to(),
    adminPaths.ordersList.to('all', 1),
    adminPaths.ordersList.to('cancelled', 1),
    adminPaths.returns.to(),
    adminPaths.customers.to(),
    // Its own order: the desk's bare address takes the next order of the queue other tests share.
    `${adminPaths.packing.to()}?order=${placed._id}`,
    adminPaths.order.to(placed._id),
    adminPaths.order.to(cancelled._id),
    adminPaths.order.to(delivered._id),
  ];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await cutBadges(page), path).toEqual([]);
  }
  // The returns list shows the waiting return's status in full.
  await page.goto(adminPaths.returns.to());
  await page.getByPlaceholder('Search returns by ID, order, product or customer').fill(shopper.lastName);
  await expect(page.getByTestId('admin-return-row')).toHaveCount(1);
  await expect(page.getByTestId('admin-return-row').getByText(/^requested$/i)).toBeVisible();
  expect(await cutBadges(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('returns-list-1024.png') });
  // The orders list shows each of the four in its own words.
  await page.goto(adminPaths.ordersList.to('all', 1));
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(`${shopper.firstName} ${shopper.lastName}`);
  await expect(page.getByTestId('admin-order-row')).toHaveCount(4);
  for (const status of [/^placed$/i, /^cancelled$/i, /^delivered$/i, /^return requested$/i]) {
    await expect(page.getByTestId('admin-order-row').getByText(status)).toBeVisible();
  }
  expect(await cutBadges(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('orders-list-1024.png') });
  // The check sees a cut badge when there is one: squeezed as a narrow column would squeeze it.
  await page.evaluate(() => {
    const badge = document.querySelector<HTMLElement>('[data-testid="admin-order-row"] .mantine-Badge-root');
    if (badge) badge.style.maxWidth = '40px';
  });
  expect((await cutBadges(page)).length).toBe(1);
});
