import { SHOP_NAME } from './constants';

/** Document titles carry the shop name as a prefix: 'Jutexx | Login'; the home page is the name alone. */
export function pageTitle(page?: string): string {
  const trimmed = page?.trim();
  return trimmed ? `${SHOP_NAME} | ${trimmed}` : SHOP_NAME;
}
