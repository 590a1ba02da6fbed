import { expect, test } from '@playwright/test';

// Spec 000: a spinner shows on a product picture until it loads or fails. A listing holds two
// dozen pictures, most of them lazy and far below the fold; their spinners, all turning, restyled
// the page several times a second on the shopper's phone, also while they typed (decision 265).
// Only the spinners in sight turn.

// Pictures are held by page.route, which does not see what a service worker fetches.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

test('a picture still loading shows a turning spinner in sight, and none turns out of sight', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'image') return route.fallback();
    await released;
    return route.fallback();
  });
  try {
    // Not until 'load': the pictures it waits for are held.
    await page.goto('/store/products', { waitUntil: 'domcontentloaded' });
    const cards = page.getByTestId('product-card');
    const first = cards.first().getByLabel('Loading image');
    await expect(first).toBeVisible();
    const turning = (spinner: typeof first) =>
      spinner.evaluate(
        (element) =>
          element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length,
      );
    expect(await turning(first)).toBeGreaterThan(0);
    // Shown once the picture has taken 300 ms (decision 364).
    await expect.poll(() => first.evaluate((element) => getComputedStyle(element, '::after').opacity)).toBe('1');
    // The listing's 25 cards, the first screen's first and the rest a moment later (decision 280).
    await expect(cards).toHaveCount(25);
    const far = cards.last().getByLabel('Loading image');
    await expect(far).toHaveCount(1);
    expect(await turning(far)).toBe(0);

    // Scrolled to, it turns; the first, now out of sight, stops.
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => turning(far)).toBeGreaterThan(0);
    await expect.poll(() => turning(first)).toBe(0);
  } finally {
    release();
  }
});

// Decision 364: on a phone the written screen's pictures have come by the time the app takes over
// (seconds later), and the app's cards find them already loaded, so no spinner starts. Nine did
// (one animation each), every start an `animationstart` through React's root listener: one task
// of 51 ms at 5× CPU on a first visit of a search. The shell is held here until the written
// screen's pictures are in, as the phone's network holds it.
test('the app taking over a written screen whose pictures are in starts no spinner', async ({ page }) => {
  await page.addInitScript(() => {
    const started: string[] = [];
    Object.assign(window, { spinnersStarted: started });
    window.addEventListener('animationstart', (event) => started.push(event.animationName), true);
  });
  for (const path of ['/store/products', '/search?q=jute', '/']) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/shell-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const pictures = [...document.querySelectorAll<HTMLImageElement>('#root > main img')];
          return pictures.length > 0 && pictures.every((picture) => picture.complete);
        }),
      )
      .toBe(true);
    release();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.locator('#root > main:not(#main)')).toHaveCount(0);
    await page.waitForTimeout(1000);
    const started = await page.evaluate(() => (window as unknown as { spinnersStarted: string[] }).spinnersStarted);
    expect(
      started.filter((name) => name.includes('spinner')),
      path,
    ).toEqual([]);
    await page.unrouteAll();
  }
});
