import { Text } from '@mantine/core';
import type { ServerSearchState } from '../../domains/search/use-product-search';

/**
 * One line saying what the results are made of: the count, and whether the shop itself was
 * asked (online), is being asked, or could not be (offline: only what this device has saved).
 */
export function SearchStatus({ count, query, server }: { count: number; query: string; server: ServerSearchState }) {
  const found = count === 1 ? '1 product' : `${count} products`;
  let detail = '';
  if (server === 'loading') detail = ' Checking the shop for more…';
  else if (server === 'offline' || (server === 'skipped' && !navigator.onLine))
    detail = " You're offline: showing products saved on this device.";
  else if (server === 'error') detail = " The shop's search did not answer: showing products saved on this device.";
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="search-status">
      {found} for “{query}”.{detail}
    </Text>
  );
}
