import { useEffect } from 'react';
import { useSessionUser } from '../../domains/account/use-session-user';
import { refreshFavourites } from '../../domains/favourites/refresh-favourites';

/**
 * Mounted once in the shop layout: reads the shopper's favourites when the app opens with a
 * session and after each sign-in, so hearts saved on another device show here too
 * (docs/decisions/158-favourites.md). Queued changes are sent first and stay merged on top.
 */
export function FavouritesRefresher() {
  const userId = useSessionUser()?._id;
  useEffect(() => {
    if (userId) void refreshFavourites();
  }, [userId]);
  return null;
}
