/**
 * Debian's Chromium and the flags it runs with here (TOOLCHAIN.md: never `playwright install`),
 * for the end-to-end tests and the browser benches alike.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Desktop Chromium's own interface that no phone runs: its address bar's suggestion popup is a
 * web page of its own (chrome://omnibox-popup.top-chrome), made for every new tab's window and
 * loaded in a renderer of its own. On this 2-core machine it kept one core busy for about 750 ms
 * after each new tab, and a product page reopened offline in that tab was painted at 712–848 ms
 * instead of 340–368 ms (traces, docs/decisions/318). Off for every test and bench.
 */
const WITHOUT_DESKTOP_OMNIBOX = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright turns off in every Chromium it launches (playwright-core's
 * chromiumSwitches, as of 1.65), for tests that behave the same each run: PaintHolding, MediaRouter,
 * OptimizationHints, AvoidCorsURLLoaderRestartOnRedirect (which aborts redirects its request
 * interception sees) and the rest. Chromium keeps only the last `--disable-features` it is given,
 * whole (checked: a feature turned off by a first switch was on again after a second), and a
 * launch's own arguments come after Playwright's: a switch of ours alone would turn all of these
 * back on. So ours carries them too. `tests/chromium.test.ts` launches Chromium as the tests do and
 * fails, naming them, when Playwright turns off a feature this list lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...WITHOUT_DESKTOP_OMNIBOX].join(',')}`,
];
