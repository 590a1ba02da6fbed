import { db } from '../../data/db';
import { useLiveQuery } from '../../data/live-query';
import { readSessionUser } from '../../data/session';

/**
 * 'Shopping bag (N)' in the top bar: the number of the signed-in shopper's lines in the
 * mirrored bag (spec 000 s7, "its length is the bag count"), pending local lines included.
 * 0 for visitors, even if an expired session left a mirror behind.
 */
export function useBagCount(): number {
  return (
    useLiveQuery(async () => {
      const user = await readSessionUser(db());
      return user ? db().cart.where('userId').equals(user._id).count() : 0;
    }, []) ?? 0
  );
}
