import { expect, type Page } from '@playwright/test';

/**
 * Opens the own collection's listing and waits until every card of its first page is drawn: the
 * first screen's cards come in the app's first commit and the others a moment later (decision
 * 280), so the cards present at first sight are not yet the page. Returns the cards' links.
 */
export async function openFullListing(page: Page): Promise<string[]> {
  await page.goto('/store/products');
  const status = page.getByText(/^Showing \d+ of \d+$/);
  await expect(status).toBeVisible();
  const shown = Number(/^Showing (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(shown);
  return cards.evaluateAll((elements) =>
    elements.map((card) => (card.matches('a') ? card : card.querySelector('a'))?.getAttribute('href') ?? ''),
  );
}
