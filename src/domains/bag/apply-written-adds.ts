import { storeKeptForShopper } from '../account/store-kept-for-shopper';
import { queueAddToBag } from './queue-add-to-bag';
import { forgetWrittenAdds, readWrittenAdds } from './written-adds';

/**
 * Adds to the bag what a signed-in shopper added on a written product page before the app took
 * over (src/app/written-answers.ts, docs/decisions/368), as the app's 'add to bag' does: the line
 * on the device with its outbox entry in one transaction, nothing when the bag holds the product
 * already, then sent. When, and how often: store-kept-for-shopper.ts.
 */
export const applyWrittenAdds = storeKeptForShopper(
  { read: readWrittenAdds, forget: forgetWrittenAdds },
  async (database, userId, add) => (await queueAddToBag(database, { userId, ...add, line: { ...add.line } })) !== null,
  'Adding to the bag what was added before the app failed:',
);
