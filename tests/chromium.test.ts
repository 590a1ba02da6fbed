import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** Each `--disable-features` switch of a command line, in order, as its list of names. */
function disabledFeatureSwitches(commandLine: string[]): string[][] {
  return commandLine
    .filter((argument) => argument.startsWith('--disable-features='))
    .map((argument) => argument.slice('--disable-features='.length).split(',').filter(Boolean));
}

describe('the Chromium of the tests and benches', () => {
  it('keeps every feature Playwright turns off off, with ours', { timeout: 60_000 }, async () => {
    // Launched as Playwright launches it for the end-to-end tests; its command line read back from
    // the running process, so what is checked is what Chromium was given.
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    let commandLine: string[];
    try {
      const pid = server.process().pid;
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } finally {
      await server.close();
    }
    const switches = disabledFeatureSwitches(commandLine);
    // Playwright's own switch, then ours: Chromium keeps only the last one.
    expect(switches.length).toBeGreaterThanOrEqual(2);
    const kept = new Set(switches.at(-1));
    const dropped = switches.slice(0, -1).flatMap((names) => names.filter((name) => !kept.has(name)));
    expect(dropped, 'features Playwright turns off that PLAYWRIGHT_DISABLED_FEATURES lacks').toEqual([]);
    expect([...kept]).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PaintHolding']));
  });
});
