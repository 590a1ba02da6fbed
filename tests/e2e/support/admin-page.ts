import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { orderNumber } from '../../../contract/order-number';

/** The back office on a tablet in landscape (issue requirement). */
export const TABLET_LANDSCAPE = { width: 1024, height: 768 };

/** The back office's screens wait on the shared e2e server, which is slower than a shopper's. */
export const expect = baseExpect.configure({ timeout: 25_000 });

/** Accepts every alert and confirm of the page, keeping their texts in order. */
export function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/** The order number the back office shows: '#' and the order number (contract/order-number.ts). */
export const adminNumber = (id: string) => `#${orderNumber(id)}`;

/** A Mantine Select's input: a combobox or a textbox, depending on its options. */
export function select(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('combobox', { name }).or(scope.getByRole('textbox', { name })).first();
}

export function navLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });
}
