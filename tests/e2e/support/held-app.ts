import type { Page } from '@playwright/test';

/**
 * Holds the app's shell until the returned function is called: a first visit on a slow
 * connection, where the written first screen is all there is until the scripts come.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/shell-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
