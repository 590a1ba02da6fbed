import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '../../../contract/constants';
import { ShareButtonView } from '../../../contract/first-screen-purchase';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { shareProduct } from '../../lib/share-product';

/**
 * Shares the product page: the system share sheet where the Web Share API exists (phones),
 * otherwise the link is copied with a 'Link copied' message; if the clipboard is refused too, the
 * link is shown so it can be copied by hand (src/lib/share-product.ts, which the written page's
 * share button uses too: docs/decisions/368). Cancelling the share sheet is not an error.
 */
export function ShareButton({ product }: { product: Pick<MirroredProduct, 'title' | 'slug' | '_id'> }) {
  const share = async () => {
    const told = await shareProduct(product);
    if (told.kind === 'copied') notifications.show({ message: told.message, color: 'leaf.8', autoClose: TOAST_MS });
    if (told.kind === 'by-hand') notifications.show({ message: told.message, color: 'jute.8', autoClose: false });
  };
  return <ShareButtonView product={product} onClick={() => void share()} />;
}
