import { storeKeptForShopper } from '../account/store-kept-for-shopper';
import { queueFavouriteChange } from './queue-favourite-change';
import { forgetWrittenTaps, readWrittenTaps } from './written-taps';

/**
 * Stores the hearts a signed-in shopper tapped on a written first screen before the app took over
 * (src/app/written-answers.ts, docs/decisions/367) as the app's heart stores a tap: on the device
 * with its outbox entry, then sent. A tap whose state the device already has is only forgotten.
 * When, and how often: store-kept-for-shopper.ts.
 */
export const applyWrittenTaps = storeKeptForShopper(
  { read: readWrittenTaps, forget: forgetWrittenTaps },
  async (database, userId, tap) => {
    const stored = await database.favourites.get([userId, tap.productId]);
    if (Boolean(stored) === tap.favourite) return false;
    await queueFavouriteChange(database, { userId, ...tap });
    return true;
  },
  'Storing a heart tapped before the app failed:',
);
