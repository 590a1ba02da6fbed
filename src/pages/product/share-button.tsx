import { notifications } from '@mantine/notifications';
import { SHOP_NAME, TOAST_MS } from '../../../contract/constants';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { paths } from '../../../contract/paths';
import iconButton from '../../ui/icon-button.module.css';
import { ShareIcon } from '../../ui/icons';

export const shareMessages = {
  copied: 'Link copied',
  copyByHand: (url: string) => `Copy this link to share it: ${url}`,
} as const;

/**
 * Shares the product page: the system share sheet where the Web Share API exists (phones),
 * otherwise the link is copied with a 'Link copied' message. If the clipboard is refused too,
 * the link is shown so it can be copied by hand. Cancelling the share sheet is not an error.
 */
export function ShareButton({ product }: { product: Pick<MirroredProduct, 'title' | 'slug' | '_id'> }) {
  const share = async () => {
    const url = new URL(paths.product.to(product.slug || product._id), window.location.origin).href;
    const data: ShareData = { title: product.title, text: `${product.title} | ${SHOP_NAME}`, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('The share sheet failed; copying the link instead:', error);
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notifications.show({ message: shareMessages.copied, color: 'leaf.8', autoClose: TOAST_MS });
    } catch (error) {
      console.warn('Copying the link failed:', error);
      notifications.show({ message: shareMessages.copyByHand(url), color: 'jute.8', autoClose: false });
    }
  };

  return (
    // A plain button in the look of Mantine's ActionIcon ('default', 40 px, round): as an
    // ActionIcon it was four components on the product page (docs/decisions/360).
    <button
      type="button"
      className={`${iconButton.button} ${iconButton.default} mantine-focus-auto mantine-active`}
      aria-label="Share"
      onClick={() => void share()}
    >
      <ShareIcon size={20} />
    </button>
  );
}
