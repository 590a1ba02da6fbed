import { PlaceholderPage } from '../../ui/placeholder-page';

/**
 * /wishlist: the route table lists it as a link target only (spec 000 section 2); saved products
 * live at /favourites (docs/decisions/158-favourites.md).
 */
export function WishlistPage() {
  return <PlaceholderPage title="Wishlist" />;
}
