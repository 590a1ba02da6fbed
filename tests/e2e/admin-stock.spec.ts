import { test } from '@playwright/test';
import { orderNumber } from '../../contract/order-number';
import { expect, select, TABLET_LANDSCAPE } from './support/admin-page';
import { addTestProduct, adminProductStock, deleteTestProduct } from './support/admin-products-api';
import { logInAsAdmin } from './support/admin-session';
import { adminToken, placeCodOrder, signUpShopper } from './support/shop-api';

// Issue 19's reproduction at the packing desk: staff open a product showing 12, a shopper buys
// one meanwhile, staff record 5 received units. The stock is 16, never 17 (decisions 183, 184).
test.use({ viewport: TABLET_LANDSCAPE });
test.describe.configure({ timeout: 180_000 });

test('a receipt recorded while a shopper buys adds to the stock as it is, and the ledger lists both', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const product = await addTestProduct(request, token, { title: 'stock desk tote', inventory: 12 });

  await logInAsAdmin(page);
  await page.goto('/admin/view-products');
  await page.getByRole('textbox', { name: 'Search' }).fill(product.articleCode);
  const row = page.getByRole('row').filter({ hasText: product.articleCode });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Stock of ${product.title}: 12` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${product.title}` });
  await expect(dialog.getByRole('tab', { name: 'Stock', selected: true })).toBeVisible();
  const stockNow = dialog.getByTestId('stock-now');
  await expect(stockNow).toHaveText('12');
  const moves = dialog.getByRole('table', { name: 'Stock moves' });
  await expect(moves.getByRole('row')).toHaveCount(2);
  await expect(moves.getByRole('row').nth(1)).toContainText('Opening stock');

  // Meanwhile a shopper buys one.
  const shopper = await signUpShopper(request);
  const order = await placeCodOrder(request, shopper, [{ productId: product._id, quantity: 1 }]);

  // A count made against the 12 on screen is refused with both numbers; the panel shows 11.
  const form = dialog.getByRole('form', { name: 'Adjust stock' });
  await select(form, 'Reason').click();
  await page.getByRole('option', { name: 'Count correction' }).click();
  await form.getByRole('textbox', { name: 'Counted stock' }).fill('17');
  await expect(form.getByText('Sets the stock from 12 to 17 (+5), if nothing sold since it was shown')).toBeVisible();
  await form.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Stock changed from 12 to 11 since you opened this product; count again or adjust by the difference',
  );
  await expect(stockNow).toHaveText('11');

  // "Received 5" is a delta: 11 + 5.
  await select(form, 'Reason').click();
  await page.getByRole('option', { name: 'Received' }).click();
  await form.getByRole('textbox', { name: 'Quantity' }).fill('5');
  await form.getByRole('textbox', { name: 'Note' }).fill('Weaver delivery');
  await form.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(page.getByText('Received recorded: the stock is now 16')).toBeVisible();
  await expect(stockNow).toHaveText('16');

  const rows = moves.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Received');
  await expect(rows.nth(1)).toContainText('Weaver delivery');
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('+5');
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText('16');
  await expect(rows.nth(1)).toContainText('admin@jutexx.test');
  await expect(rows.nth(2)).toContainText('Sale');
  await expect(rows.nth(2).getByRole('cell').nth(2)).toHaveText('−1');
  await expect(rows.nth(2).getByRole('cell').nth(3)).toHaveText('11');
  const orderLink = rows.nth(2).getByRole('link', { name: `Order #${orderNumber(order._id)}` });
  await expect(orderLink).toHaveAttribute('href', `/admin/order/${order._id}`);

  // The API agrees, and the list shows the new stock once the dialog closes.
  const stock = await adminProductStock(request, token, product._id);
  expect(stock.inventory).toBe(12 - 1 + 5);
  expect(stock.moves.map((m) => [m.reason, m.delta, m.stockAfter])).toEqual([
    ['received', 5, 16],
    ['sale', -1, 11],
    ['opening', 12, 12],
  ]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: `Stock of ${product.title}: 16` })).toBeVisible();

  // The order link opens the order in the back office.
  await row.getByRole('button', { name: `Stock of ${product.title}: 16` }).click();
  await dialog.getByRole('link', { name: `Order #${orderNumber(order._id)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/${order._id}$`));

  await deleteTestProduct(request, token, product._id);
});

// A search's answer takes its time on the desk's Wi-Fi: the rows shown stay under the finger
// until it comes (decision 269). Before, the list went blank at each letter, and a tap on the
// row just read landed on nothing (this file's first test, flaky in CI).
test.describe('a slow search', () => {
  // The catalogue's reads go through the service worker, where page.route cannot hold them.
  test.use({ serviceWorkers: 'block' });

  test('while a search answer is on its way the rows shown stay, and a tap on one opens it', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const product = await addTestProduct(request, token, { title: 'slow search tote', inventory: 7 });
    await logInAsAdmin(page);
    await page.goto('/admin/view-products');
    const search = page.getByRole('textbox', { name: 'Search' });
    // The first search's own answer, not the whole list drawn before it (where the new product
    // may be a row too): its request comes a moment after the typing, and asked after the route
    // below it was counted as the held search's (CI, 2026-12-02).
    const searched = page.waitForResponse(
      (response) =>
        decodeURIComponent(new URL(response.url()).pathname) === `/api/products/data/search/${product.articleCode}`,
    );
    await search.fill(product.articleCode);
    await searched;
    const table = page.getByRole('main').getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const row = page.getByRole('row').filter({ hasText: product.articleCode });
    await expect(row).toHaveCount(1);

    // The next search's answer is held until the tap has been made.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    await page.route('**/api/products/data/search/**', async (route) => {
      asked.push(decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? ''));
      await held;
      await route.continue();
    });
    await search.fill(product.articleCode.toLowerCase());
    await expect.poll(() => asked).toEqual([product.articleCode.toLowerCase()]);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('searching')).toBeVisible(); // the rows are about to change
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Stock of ${product.title}: 7` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${product.title}` });
    await expect(dialog.getByRole('tab', { name: 'Stock', selected: true })).toBeVisible();
    await expect(dialog.getByTestId('stock-now')).toHaveText('7');
    await expect(table).toHaveAttribute('aria-busy', 'true');

    release();
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('searching')).toHaveCount(0);
    await expect(dialog.getByTestId('stock-now')).toHaveText('7');
    await page.keyboard.press('Escape');
    await expect(row).toHaveCount(1);
    await page.unroute('**/api/products/data/search/**');
    await deleteTestProduct(request, token, product._id);
  });
});
