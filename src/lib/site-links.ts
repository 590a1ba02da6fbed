/**
 * Links that leave the app: the messaging-app chat, the social page, the hosted policy pages and
 * the uptime status page (spec 000 section 1). The spec does not give their addresses; these are
 * the shop's placeholders, kept in one place (docs/decisions/026-external-links.md).
 */
// The chat link is drawn by the top bar, which the server writes too (contract/chat-link.ts).
export { WHATSAPP_NUMBER, whatsappChatUrl } from '../../contract/chat-link';

export const SOCIAL_URL = 'https://www.instagram.com/jutexx';
export const STATUS_PAGE_URL = 'https://status.jutexx.in';

export const POLICY_LINKS = [
  { label: 'Terms & Conditions', href: 'https://policies.jutexx.in/terms' },
  { label: 'Privacy Policy', href: 'https://policies.jutexx.in/privacy' },
  { label: 'Cancellation & Refund', href: 'https://policies.jutexx.in/cancellation-refund' },
  { label: 'Shipping & Delivery', href: 'https://policies.jutexx.in/shipping-delivery' },
  { label: 'Contact Us', href: 'https://policies.jutexx.in/contact' },
] as const;

/** The shipping aggregator's public tracking page for an AWB number ('Track Package'). */
export function trackingUrl(awb: string): string {
  return `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;
}
