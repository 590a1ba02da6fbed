import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { buildShop, startBenchServer } from './bench-server';
import { measureDexieInBrowser } from './dexie-in-browser';
import type { Figure } from './figures';
import { measureFirstPaintOnSlow3g } from './first-paint-slow3g';
import { measureInteractions } from './interactions';
import { measureOfflineRepeatVisit } from './offline-repeat-visit';
import { onInterrupt } from './on-interrupt';
import { measureSearchKeystrokes } from './search-keystrokes';

/**
 * The browser benches: the shop built and started as it ships (`npm run build`, the compiled
 * server on PGlite in a temporary DATA_DIR with the demo catalogue, as the end-to-end tests run
 * it), measured in Debian's Chromium.
 */
export async function measureInBrowser(): Promise<Figure[]> {
  buildShop();
  const server = await startBenchServer({ runs: 'built' });
  const forgetServer = onInterrupt(server.stop);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return [
      ...(await measureOfflineRepeatVisit(browser, server.baseUrl)),
      ...(await measureDexieInBrowser(browser, server.baseUrl)),
      ...(await measureFirstPaintOnSlow3g(server.baseUrl)),
      ...(await measureInteractions(browser, server.baseUrl)),
      ...(await measureSearchKeystrokes(browser, server.baseUrl)),
    ];
  } finally {
    await browser.close();
    forgetServer();
    await server.stop();
  }
}
