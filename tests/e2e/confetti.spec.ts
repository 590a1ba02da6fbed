import { expect, test } from '@playwright/test';
import { failOnCspViolations } from './support/csp-violations';

// The hero's confetti (spec: 300 pieces, 20 seconds) is drawn by a worker on an OffscreenCanvas,
// after the page is usable, and never under prefers-reduced-motion (docs/decisions/202).
failOnCspViolations();

test.use({ viewport: { width: 390, height: 844 } });

test('confetti rains on home from a worker while the page answers taps', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/');
  const canvas = page.locator('canvas[data-confetti]');
  await expect(canvas).toHaveAttribute('data-confetti', 'raining');
  await expect.poll(() => workers.some((url) => /confetti-worker/.test(url))).toBe(true);

  // The canvas was handed to the worker: the page itself can no longer draw on it.
  const pageCanDraw = await canvas.evaluate((element: HTMLCanvasElement) => {
    try {
      element.getContext('2d');
      return 'yes';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(pageCanDraw).toBe('InvalidStateError');

  // Pieces move: the hero looks different from one moment to the next.
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  const first = await hero.screenshot();
  await expect.poll(async () => Buffer.compare(first, await hero.screenshot())).not.toBe(0);

  // While it rains, the page answers at once: Shop Now opens the listing.
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/store\/products/);
});

test('no confetti, and none of its code, for a shopper who asks for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const workers: string[] = [];
  const scripts: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'From Nature For You' })).toBeVisible();
  // Past the moment it would have started (after load, at the first idle moment).
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
  await expect(page.locator('canvas[data-confetti]')).toHaveAttribute('data-confetti', 'waiting');
  expect(workers.filter((url) => /confetti/.test(url))).toEqual([]);
  expect(scripts.filter((url) => /confetti/.test(url))).toEqual([]);
});

test('the rain ends once the hero is scrolled out of sight, and its worker is let go', async ({ page }) => {
  const closed: string[] = [];
  page.on('worker', (worker) => worker.on('close', () => closed.push(worker.url())));
  await page.goto('/');
  const canvas = page.locator('canvas[data-confetti]');
  await expect(canvas).toHaveAttribute('data-confetti', 'raining');
  // The shopper scrolls on to the products below.
  await page.getByRole('heading', { name: 'Why Choose Jute' }).scrollIntoViewIfNeeded();
  await expect(canvas).toHaveAttribute('data-confetti', 'stopped');
  await expect.poll(() => closed.some((url) => /confetti-worker/.test(url))).toBe(true);
  // Back at the top the page is as it was, without the rain.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('link', { name: 'Shop Now' })).toBeInViewport();
  await expect(canvas).toHaveAttribute('data-confetti', 'stopped');
});

test("'Why Choose Jute' types its words only while they are in sight", async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Why Choose Jute' });
  await expect(heading).toBeAttached();
  // The line under the heading: the names for screen readers, and what is typed so far.
  const line = heading.locator('xpath=following-sibling::p[1]');
  await expect(line).toContainText('Eco-Friendly, Handcrafted, Durable, Renewable');
  /** The line stays as it is while about 25 keys' time passes (a key every 60 ms or so). */
  const staysStill = async () => {
    const before = await line.textContent();
    await page.waitForTimeout(1_500);
    expect(await line.textContent()).toBe(before);
  };
  // Below the fold on a phone: nothing types there.
  await expect(heading).not.toBeInViewport();
  await staysStill();
  // Scrolled into sight, the benefits are typed out, one key after another.
  await heading.scrollIntoViewIfNeeded();
  const typed = line.locator('[data-typed-words]');
  await expect(typed).toBeVisible();
  const first = await typed.textContent();
  await expect.poll(() => typed.textContent()).not.toBe(first);
  await expect(typed).toContainText(/Eco|Hand|Dur|Ren/);
  // Scrolled past, it stops: the typed words go (the page learns it from its own observer, a
  // moment after the scroll; reading the line before that saw the last keys typed), and the line
  // stays as it is.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(heading).not.toBeInViewport();
  await expect(typed).toHaveCount(0);
  await staysStill();
});
