/**
 * A shopper's favourite as the API sends it (docs/decisions/158-favourites.md): the product in
 * full, so a device that never saw it can show it (and put it in the bag) straight away.
 */
export type { FavouriteItem } from './favourites-schema';

/** A favourites list is a reminder, not a warehouse: past this, the shopper removes one first. */
export const MAX_FAVOURITES = 200;

export const favouritesMessages = {
  tooMany: `You can keep up to ${MAX_FAVOURITES} favourites. Remove one to add another.`,
  loginFirst: 'Please login first to add items to favourites',
  added: 'Added to favourites',
  removed: 'Removed from favourites',
} as const;
