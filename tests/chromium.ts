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
const WITHOUT_DESKTOP_OMNIBOX = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  WITHOUT_DESKTOP_OMNIBOX,
];
