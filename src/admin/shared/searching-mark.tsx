import { Loader } from '@mantine/core';

/**
 * The search field's right-hand mark while the list under it still shows the previous answer
 * (use-admin-query's `keepPrevious`, docs/decisions/269): staff see the rows are about to change.
 * The table's aria-busy says the same to a screen reader.
 */
export function searchingMark(searching: boolean) {
  return searching ? <Loader size={18} data-testid="searching" /> : null;
}
