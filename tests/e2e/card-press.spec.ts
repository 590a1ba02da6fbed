import { expect, type Page, test } from '@playwright/test';

// A card is a link: pressing it opens the product, whatever its pictures do meanwhile. The hover
// picture used to replace the picture under the pointer while the button was down, and a press
// that ends on another element than it began on is no click: the product never opened.

// Pictures are held by page.route, which does not see what a service worker fetches: once the
// worker controls the page (a moment after the first visit) it would fetch the hover picture
// itself, unseen, and the test would wait for a request that never comes (it did, once in CI).
test.use({ serviceWorkers: 'block' });

/** Holds every picture asked for from now on until the returned function is called. */
async function holdPictures(page: Page): Promise<{ asked: string[]; release: () => void }> {
  const asked: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'image') return route.fallback();
    asked.push(route.request().url());
    await released;
    return route.fallback();
  });
  return { asked, release };
}

test('a card pressed while its hover picture arrives opens the product', async ({ page }) => {
  await page.goto('/store/products');
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Loading image')).toHaveCount(0);
  const title = ((await card.getByTestId('product-title').textContent()) ?? '').trim();

  const box = await card.boundingBox();
  if (!box) throw new Error('the card has no box');
  const point = { x: box.x + box.width / 2, y: box.y + box.width / 2 };
  // The element the pointer meets, marked so it can be found again.
  await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.setAttribute('data-pressed', ''), point);

  const pictures = await holdPictures(page);
  await page.mouse.move(point.x, point.y);
  await expect.poll(() => pictures.asked.length, { message: 'the hover picture is asked for' }).toBeGreaterThan(0);
  await page.mouse.down();
  // The hover picture arrives while the button is down.
  pictures.release();
  await expect
    .poll(() =>
      card.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  // A click needs the press to begin and end on the same element: the one first met is still
  // there, still the one under the pointer.
  expect(
    await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.hasAttribute('data-pressed') ?? false, point),
  ).toBe(true);
  await page.mouse.up();

  await expect(page).toHaveURL(/\/productpage\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on a card opens the product, its picture unchanged until then', async ({ page }) => {
    await page.goto('/store/products');
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    await expect(card.getByLabel('Loading image')).toHaveCount(0);
    const title = ((await card.getByTestId('product-title').textContent()) ?? '').trim();
    // A touch has no hover: a finger landing on the card leaves its picture as it is.
    const picture = card.locator('img');
    const before = await picture.first().getAttribute('src');
    await picture.first().dispatchEvent('pointerover', { pointerType: 'touch', bubbles: true });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(picture).toHaveCount(1);
    await expect(picture.first()).toHaveAttribute('src', before ?? '');

    await card.tap();

    await expect(page).toHaveURL(/\/productpage\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
