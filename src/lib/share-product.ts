import { SHOP_NAME } from '../../contract/constants';
import type { MirroredProduct } from '../../contract/mirrored-product';
import { productHref } from '../../contract/product-slug';
import { shareMessages } from '../../contract/purchase-messages';

/** How a share ended: the share sheet took it (or was closed), the link was copied, or it must be copied by hand. */
export type Shared = { kind: 'shared' } | { kind: 'copied' | 'by-hand'; message: string };

/**
 * Shares a product page: the system share sheet where the Web Share API exists (phones), otherwise
 * the link is copied; if the clipboard is refused too, the link is given to be copied by hand. The
 * app's share button and the written page's (src/app/written-answers.ts) both share through this,
 * each saying the result in its own way.
 */
export async function shareProduct(product: Pick<MirroredProduct, 'title' | 'slug' | '_id'>): Promise<Shared> {
  return shareLink(new URL(productHref(product), window.location.origin).href, product.title);
}

export async function shareLink(url: string, title: string): Promise<Shared> {
  const data: ShareData = { title, text: `${title} | ${SHOP_NAME}`, url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return { kind: 'shared' };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'shared' };
      console.warn('The share sheet failed; copying the link instead:', error);
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return { kind: 'copied', message: shareMessages.copied };
  } catch (error) {
    console.warn('Copying the link failed:', error);
    return { kind: 'by-hand', message: shareMessages.copyByHand(url) };
  }
}
