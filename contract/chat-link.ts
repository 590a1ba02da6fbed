/**
 * The messaging-app chat (spec 000 section 1): the top bar's strip links to it, and the top bar
 * is drawn by the server and the service worker too (docs/decisions/200), so it lives here. The
 * spec does not give the number; this is the shop's placeholder (docs/decisions/026-external-links.md).
 */
export const WHATSAPP_NUMBER = '919000000000';

export function whatsappChatUrl(text = 'Hello Jutexx, I have a question.'): string {
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(text)}`;
}
