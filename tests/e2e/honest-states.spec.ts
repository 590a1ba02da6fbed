import { expect, type Page, test } from '@playwright/test';
import { messages } from '../../contract/messages';
import { saveCodeForOffline, waitForServiceWorker } from './support/service-worker';
import { pickProducts, signUpShopper } from './support/shop-api';
import { brokenImages, outboxCount, serverBag, signInWithToken } from './support/shopper-page';

// Issue 12 (docs/decisions/156-honest-bag-states.md): a change kept on the device reads as saved,
// a dropped one reads as not done, and no network is never blamed on the shopper. On a phone.
test.use({ viewport: { width: 390, height: 844 } });

const OFFLINE_TEXT = "You're offline, so this wasn't sent.";
const addButton = (page: Page) => page.getByRole('button', { name: /add to bag/i });

test('offline, add to bag reads as saved (GO TO CART, no error) and reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  if (!product) throw new Error('no product');
  await signInWithToken(page, shopper);
  await page.goto(`/productpage/${product.slug}`);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();

  await context.setOffline(true);
  await addButton(page).click();
  const pending = page.getByTestId('in-bag-pending');
  await expect(pending).toContainText('Saved in your bag on this device.');
  await expect(pending).toContainText("it will be sent to the shop when you're back online");
  await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible();
  await expect(addButton(page)).toHaveCount(0);
  await expect(page.getByText(/timed out|Failed to add/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Shopping bag (1)' })).toBeVisible();
  expect(await outboxCount(page)).toBe(1);

  await context.setOffline(false);
  await expect(pending).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('in-bag-label')).toHaveText('✓ In your bag');
  expect(await outboxCount(page)).toBe(0);
  expect(await serverBag(request, shopper)).toEqual([expect.objectContaining({ productId: product._id, quantity: 1 })]);
});

test('a product already in the bag says so and changes its quantity there, through the outbox', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const [product] = await pickProducts(request, 1);
  if (!product) throw new Error('no product');
  const added = await request.post(`/api/cart/add-to-cart/${product._id}`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  await signInWithToken(page, shopper);
  await page.goto(`/productpage/${product.slug}`);
  await expect(page.getByTestId('in-bag-label')).toHaveText('✓ In your bag');
  await expect(addButton(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Quantity in your bag' }).selectOption('3');
  await expect.poll(async () => (await serverBag(request, shopper))[0]?.quantity).toBe(3);
  await expect(page.getByTestId('in-bag-pending')).toBeHidden();
  await expect(page.getByText('Item already in cart or out of stock.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Shopping bag (1)' })).toBeVisible();
});

test.describe('with the network under test control (no service worker)', () => {
  // page.route sees the page's requests only when no service worker answers them.
  test.use({ serviceWorkers: 'block' });

  test('add to bag answered 500 once: kept and said so, then sent without a word of failure', async ({
    page,
    request,
  }) => {
    const shopper = await signUpShopper(request);
    const [product] = await pickProducts(request, 1);
    if (!product) throw new Error('no product');
    let failures = 1;
    await page.route('**/api/cart/add-to-cart/**', async (route) => {
      if (failures-- > 0) {
        await route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } });
      } else {
        await route.fallback();
      }
    });
    await signInWithToken(page, shopper);
    await page.goto(`/productpage/${product.slug}`);
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await addButton(page).click();

    const pending = page.getByTestId('in-bag-pending');
    await expect(pending).toContainText('Saved in your bag on this device.');
    await expect(pending).toContainText('The shop is having trouble; we will keep trying.');
    await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible();
    await expect(page.getByText('Failed to add item to cart. Please try again.')).toHaveCount(0);
    // The engine tries again by itself after a short wait.
    await expect(pending).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('in-bag-label')).toHaveText('✓ In your bag');
    expect(await serverBag(request, shopper)).toEqual([
      expect.objectContaining({ productId: product._id, quantity: 1 }),
    ]);
  });

  test('a quantity change answered 500 once waits in the bag with the reason, then is sent', async ({
    page,
    request,
  }) => {
    const shopper = await signUpShopper(request);
    const [product] = await pickProducts(request, 1);
    if (!product) throw new Error('no product');
    await request.post(`/api/cart/add-to-cart/${product._id}`, {
      headers: { Authorization: `Bearer ${shopper.token}` },
      data: { quantity: 1 },
    });
    let failures = 1;
    await page.route('**/api/cart/quantity/**', async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, json: { success: false, message: 'Busy' } });
      else await route.fallback();
    });
    await signInWithToken(page, shopper);
    await page.goto('/cart');
    const total = page.getByTestId('order-total');
    await expect(total).toBeVisible();
    const totalForOne = (await total.textContent()) ?? '';
    const quantity = page.getByRole('combobox', { name: `Quantity of ${product.title}` });
    await quantity.selectOption('2');
    const status = page.getByTestId('bag-queue-status');
    await expect(status).toContainText('1 change is waiting to sync with the shop.');
    await expect(status).toContainText('The shop is having trouble; we will keep trying.');
    await expect(page.getByTestId('line-pending')).toBeVisible();
    await expect(status).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('line-pending')).toBeHidden();
    expect((await serverBag(request, shopper))[0]?.quantity).toBe(2);
    // The line and the summary drawn again for the changed bag (docs/decisions/333).
    await expect(quantity).toHaveValue('2');
    await expect(total).not.toHaveText(totalForOne);
  });

  test("a product that fails to load while online shows the spec's error view, not 'offline'", async ({ page }) => {
    await page.route('**/api/products/data/item/**', (route) => route.abort('failed'));
    await page.goto('/productpage/a-product-the-network-loses');
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
    await expect(page.getByText("Couldn't load the product due to a network problem.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByText("You're offline")).toHaveCount(0);
  });
});

test('offline, a product never opened shows designed picture placeholders, no broken images', async ({
  page,
  context,
}) => {
  await page.goto('/store/products');
  await waitForServiceWorker(page);
  const card = page.getByTestId('product-card').nth(3);
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href')) ?? '';
  const title = ((await card.getByTestId('product-title').textContent()) ?? '').trim();
  expect(href).toContain('/productpage/');

  await context.setOffline(true);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('picture-placeholder').first()).toBeVisible();
  await expect
    .poll(() => page.getByTestId('picture-placeholder').first().getAttribute('aria-label'))
    .toContain('Picture not saved on this device yet');
  // A picture that has just failed is redrawn as the placeholder a moment later, never left broken.
  await expect.poll(() => brokenImages(page)).toEqual([]);
});

test.describe('forms with no network say so and keep what was typed', () => {
  test('sign in and forgot password, offline', async ({ page, context, request }) => {
    const shopper = await signUpShopper(request);
    await page.goto('/login');
    await waitForServiceWorker(page);
    // The forgot-password page is opened for the first time offline: its code saved, as for a
    // shopper who has been on the shop a while.
    await saveCodeForOffline(page);
    await context.setOffline(true);
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(OFFLINE_TEXT);
    await expect(page.getByText('Login failed. Please check your credentials and try again.')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(shopper.password);

    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    // The sign-in form has an Email field too: wait for the new page before typing.
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await page.getByLabel('Email').fill(shopper.email);
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
    await expect(page.getByText('An error occurred')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  });

  test('sign up and profile edit, offline', async ({ page, context, request }) => {
    await page.goto('/signup');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByLabel('First name').fill('Ira');
    await page.getByLabel('Last name').fill('Bose');
    await page.getByLabel('Email').fill('ira.offline@example.in');
    await page.getByLabel('Phone number').fill('98765 43210');
    await page.getByLabel('Create Password').fill('jute-lover-1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toContainText(OFFLINE_TEXT);
    await expect(page.getByLabel('First name')).toHaveValue('Ira');
    await expect(page.getByLabel('Email')).toHaveValue('ira.offline@example.in');

    await context.setOffline(false);
    const shopper = await signUpShopper(request);
    await signInWithToken(page, shopper);
    await page.goto('/profile');
    await expect(page.getByText(shopper.firstName).first()).toBeVisible();
    await page.getByRole('button', { name: /edit profile/i }).click();
    await context.setOffline(true);
    await page.getByLabel('Last name').fill('Sen');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText(OFFLINE_TEXT);
    await expect(page.getByLabel('Last name')).toHaveValue('Sen');
  });
});

test('profile: a bad e-mail and a 2-digit phone are flagged on their fields; a taken e-mail too', async ({
  page,
  request,
}) => {
  const shopper = await signUpShopper(request);
  const other = await signUpShopper(request);
  await signInWithToken(page, shopper);
  await page.goto('/profile');
  await page.getByRole('button', { name: /edit profile/i }).click();
  const email = page.getByLabel('Email');
  const phone = page.getByLabel('Phone number');
  await email.fill('meera@');
  await phone.fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(messages.emailInvalid)).toBeVisible();
  await expect(page.getByText(messages.phoneInvalid)).toBeVisible();
  await expect(page.getByText('Failed to update profile')).toHaveCount(0);

  await email.fill(other.email);
  await phone.fill('98765 43210');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(messages.emailTaken).first()).toBeVisible();
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
});

test('listing: a department offers only the types it has, and says plainly when a type has none', async ({ page }) => {
  await page.goto('/store/men');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const types = page.getByRole('navigation', { name: 'Product type' });
  await expect(types).toHaveCount(0);

  await page.goto('/store/men?type=bowl');
  await expect(page.getByText('Men has no Bowls right now.')).toBeVisible();
  await page.getByRole('button', { name: 'View all Men' }).click();
  await expect(page).toHaveURL(/\/store\/men$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.goto('/store/products');
  const list = page.getByRole('navigation', { name: 'Product type' });
  await expect(list.getByRole('button', { name: 'View All' })).toBeVisible();
  for (const label of ['Baskets', 'Bowls', 'Laundry Bags']) {
    await list.getByRole('button', { name: label }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  }
});
