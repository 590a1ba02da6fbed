import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { buildShop, startBenchServer } from './bench-server';
import { measureComponentRenders } from './component-renders';
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
 * it), measured in Debian's Chromium. BROWSER_BENCHES (e.g. `dexie,search`) picks some of them.
 */
const BENCHES = {
  offline: measureOfflineRepeatVisit,
  dexie: measureDexieInBrowser,
  slow3g: (_browser: Browser, baseUrl: string) => measureFirstPaintOnSlow3g(baseUrl),
  interactions: measureInteractions,
  search: measureSearchKeystrokes,
  renders: measureComponentRenders,
} satisfies Record<string, (browser: Browser, baseUrl: string) => Promise<Figure[]>>;

/** BROWSER_BENCHES=dexie,search runs only those (names as in BENCHES); all of them by default. */
function chosenBenches(): (keyof typeof BENCHES)[] {
  const all = Object.keys(BENCHES) as (keyof typeof BENCHES)[];
  const asked = process.env.BROWSER_BENCHES?.split(',').filter(Boolean);
  if (!asked) return all;
  const unknown = asked.filter((name) => !(name in BENCHES));
  if (unknown.length > 0) throw new Error(`unknown browser bench ${unknown.join(', ')}: choose from ${all.join(', ')}`);
  return all.filter((name) => asked.includes(name));
}

export async function measureInBrowser(): Promise<Figure[]> {
  const benches = chosenBenches();
  buildShop();
  const server = await startBenchServer({ runs: 'built' });
  const forgetServer = onInterrupt(server.stop);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const figures: Figure[] = [];
    for (const name of benches) figures.push(...(await BENCHES[name](browser, server.baseUrl)));
    return figures;
  } finally {
    await browser.close();
    forgetServer();
    await server.stop();
  }
}
