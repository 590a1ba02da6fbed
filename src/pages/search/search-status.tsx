import { Text } from '@mantine/core';
import { SEARCHED_WHOLE_SHOP, searchCountLine } from '../../../contract/search-text';
import type { ServerSearchState } from '../../domains/search/use-product-search';

/** What the second line says about where the results come from, for each state of the shop's search. */
function detailFor(server: ServerSearchState, count: number): string {
  if (server === 'loading') return count === 0 ? 'Asking the shop.' : 'Checking the shop for more…';
  if (server === 'done') return SEARCHED_WHOLE_SHOP;
  if (server === 'offline' || (server === 'skipped' && !navigator.onLine))
    return "You're offline: showing products saved on this device.";
  if (server === 'error') return "The shop's search did not answer: showing products saved on this device.";
  return '';
}

/**
 * What the results are made of: the count, then on a line of its own whether the shop itself was
 * asked (online), is being asked, or could not be (offline: only what this device has saved).
 * The second line is there while the shop is asked and after it has answered, so the results
 * below do not move when the answer comes; and while nothing on the device matches and the shop
 * is still asked (a shared link opened cold), it does not say "0 products" (docs/decisions/292).
 */
export function SearchStatus({ count, query, server }: { count: number; query: string; server: ServerSearchState }) {
  const detail = detailFor(server, count);
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="search-status">
      {count === 0 && server === 'loading' ? `Looking for “${query}”…` : searchCountLine(count, query)}
      {detail && <span style={{ display: 'block' }}> {detail}</span>}
    </Text>
  );
}
