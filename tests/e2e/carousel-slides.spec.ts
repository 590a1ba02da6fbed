import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Product } from '../../contract/product';

// docs/decisions/352: a carousel draws the content of the slides in reach (those a screen of the
// window's width shows, then every slide up to one viewport's width past the viewport); the
// others are empty slides of the same width until they come near. No slide is seen empty, and
// no product is skipped by the arrows or the keyboard.

/** The listing's first product: its 'Others also bought' is the demo catalogue's longest. */
async function openRelatedOfFirstListed(page: Page): Promise<{ related: Locator; total: number }> {
  const listed = ((await (await page.request.get('/api/products/data/products')).json()) as { data: Product[] }).data;
  const product = listed[0];
  if (!product) throw new Error('the demo catalogue is empty');
  await page.goto(`/productpage/${product.slug}`);
  const related = page.locator('section[aria-label="Others also bought"]');
  // The heading, not the carousel: Embla's carousel replaces the slides shown before it.
  await page.getByRole('heading', { name: 'Others also bought' }).scrollIntoViewIfNeeded();
  // Embla has taken over once the pointer over the slides brings its arrows.
  await related.locator('[data-slide]').first().hover();
  await expect(related.getByRole('button', { name: 'Next items' })).toBeVisible();
  const total = await related.locator('[data-slide]').count();
  return { related, total };
}

/** The slides whose box lies inside the carousel's viewport, with whether each has its content. */
function slidesInView(related: Locator) {
  return related.evaluate((section) => {
    const viewport = section.firstElementChild?.getBoundingClientRect();
    if (!viewport) throw new Error('the carousel has no viewport');
    return [...section.querySelectorAll<HTMLElement>('[data-slide]')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.right > viewport.left + 1 && box.left < viewport.right - 1;
      })
      .map((slide) => ({ slide: Number(slide.dataset.slide), drawn: slide.querySelector('a[href]') !== null }));
  });
}

test('the arrows step through every product of a long carousel, and no slide is seen empty', async ({ page }) => {
  const { related, total } = await openRelatedOfFirstListed(page);
  expect(total).toBeGreaterThan(10);
  // Far fewer slides drawn than there are: the ones in reach.
  const drawn = related.locator('[data-slide]:has(a[href])');
  await expect(related.locator('[data-slide]').first().getByRole('link')).toBeVisible();
  expect(await drawn.count()).toBeLessThan(total);
  // The empty slides hold the row's height and width: the row is as tall as a drawn slide.
  const heights = await related
    .locator('[data-slide]')
    .evaluateAll((slides) => slides.map((slide) => Math.round(slide.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);

  const next = related.getByRole('button', { name: 'Next items' });
  const seen = new Set<number>();
  for (let step = 0; step < total && (await next.isVisible()); step++) {
    for (const slide of await slidesInView(related)) {
      expect(slide, `slide ${slide.slide + 1} is on screen with its product`).toEqual({ ...slide, drawn: true });
      seen.add(slide.slide);
    }
    await next.click();
    // The arrows are locked for 500 ms after a click (spec 000); the step then settles.
    await page.waitForTimeout(550);
  }
  for (const slide of await slidesInView(related)) {
    expect(slide.drawn, `slide ${slide.slide + 1} is on screen with its product`).toBe(true);
    seen.add(slide.slide);
  }
  expect(seen.has(total - 1)).toBe(true);
  expect(seen.size).toBe(total);
});

test('the keyboard reaches every product of a long carousel in order', async ({ page }) => {
  const { related, total } = await openRelatedOfFirstListed(page);
  await related.locator('[data-slide]').first().getByRole('link').first().focus();
  const reached: number[] = [];
  // Each tile has its link and its heart; a few presses more than that in all.
  for (let press = 0; press < total * 3 && reached.at(-1) !== total - 1; press++) {
    const slide = await page.evaluate(() => {
      const active = document.activeElement?.closest<HTMLElement>('[data-slide]');
      return active ? Number(active.dataset.slide) : null;
    });
    if (slide !== null && reached.at(-1) !== slide) reached.push(slide);
    await page.keyboard.press('Tab');
  }
  expect(reached).toEqual(Array.from({ length: total }, (_, index) => index));
});
