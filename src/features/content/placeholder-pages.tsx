import { PlaceholderPage } from '../../ui/placeholder-page';

/** /wishlist: not in this issue. */
export function WishlistPage() {
  return <PlaceholderPage title="Wishlist" />;
}
