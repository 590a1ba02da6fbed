import { chromium, expect, test } from '@playwright/test';
import { imagesLoaded, waitForServiceWorker } from './support/service-worker';

test('the manifest and icons pass Chrome installability checks', async ({ browserName, baseURL }, testInfo) => {
  // Installability is judged for a real profile: Playwright's default contexts count as incognito.
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: testInfo.project.use.launchOptions?.executablePath,
    args: testInfo.project.use.launchOptions?.args,
    baseURL,
  });
  test.skip(browserName !== 'chromium', 'installability is a Chromium check');
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Jutexx', start_url: '/', display: 'standalone' });
  const sizes = (manifest.icons as { sizes: string; purpose?: string }[]).map(
    (icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  await context.close();
});

test('pages the shopper has seen open offline after a full reload, with their images', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'From Nature For You' })).toBeVisible();

  await page.goto('/store/products');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const title = ((await cards.first().getByTestId('product-title').textContent()) ?? '').trim();
  await cards.first().click();
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  const productUrl = page.url();
  // The gallery's main picture, whose alt text starts with the product's title.
  const picture = `main img[alt^="${title.replaceAll('"', '\\"')}"]:not([loading="lazy"])`;
  await expect.poll(() => imagesLoaded(page, picture)).toBe(true);

  await context.setOffline(true);

  await page.reload();
  await expect(heading).toBeVisible();
  await expect.poll(() => imagesLoaded(page, picture)).toBe(true);

  await page.goto('/store/products');
  await expect(cards.first()).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'From Nature For You' })).toBeVisible();

  await page.goto(productUrl);
  await expect(heading).toBeVisible();
});
