import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';

/**
 * 'Shopping bag (N)' in the top bar: the number of lines in the mirrored bag (spec 000 s7,
 * "its length is the bag count"), pending local lines included. 0 for visitors: sign-out
 * empties the table.
 */
export function useBagCount(): number {
  return useLiveQuery(() => db.cart.count(), []) ?? 0;
}
