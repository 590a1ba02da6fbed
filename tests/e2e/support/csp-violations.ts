import { expect, type Page, test } from '@playwright/test';

/**
 * Fails the test if the page met its Content-Security-Policy (docs/decisions/151): Chromium
 * reports every refused script, style, frame, connection or eval on the console, and the page
 * fires `securitypolicyviolation`. Also if the browser could not read the page's
 * Permissions-Policy header (an unknown feature is logged on every page). Call once per spec
 * file; every test in it is watched.
 */
export function failOnCspViolations(): void {
  const seen = new WeakMap<Page, string[]>();
  test.beforeEach(async ({ page }) => {
    const violations: string[] = [];
    seen.set(page, violations);
    page.on('console', (message) => {
      if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
        );
      });
    });
  });
  test.afterEach(async ({ page }) => {
    expect(seen.get(page) ?? [], 'Content Security Policy violations').toEqual([]);
  });
}
