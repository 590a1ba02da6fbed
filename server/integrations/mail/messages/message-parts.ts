import { SHOP_NAME } from '../../../../contract/constants';

/** A message ready for any channel: e-mail subject, text and HTML, and an SMS-length text. */
export type BuiltMessage = { subject: string; text: string; html: string; sms?: string };

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A part of a message: a paragraph, a list, or a link with its label. */
export type Block = string | { list: string[] } | { link: string; label: string };

/** The link to the order page at the end of an order's mail, when the shop's address is known. */
export function orderLink(orderUrl: string | undefined): Block[] {
  return orderUrl ? [{ link: orderUrl, label: 'See your order' }] : [];
}

export function greeting(name: string | undefined): string {
  return name?.trim() ? `Hello ${name.trim()},` : 'Hello,';
}

const SIGN_OFF = ['With thanks,', SHOP_NAME];

/** The same blocks as plain text and as simple, inline-styled HTML that mail clients show. */
export function render(subject: string, blocks: Block[]): Pick<BuiltMessage, 'subject' | 'text' | 'html'> {
  const text = [...blocks, SIGN_OFF.join('\n')]
    .map((block) => {
      if (typeof block === 'string') return block;
      if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
      return `${block.label}: ${block.link}`;
    })
    .join('\n\n');
  const body = blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`;
      if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5; max-width: 560px">
${body}
<p>${SIGN_OFF.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject, text: `${text}\n`, html };
}
