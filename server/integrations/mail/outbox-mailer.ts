import { randomUUID } from 'node:crypto';
import { type Mailer, oneLine, type SaveToOutbox } from './mailer';

/**
 * The mailer without SMTP: each message is stored through `saveToOutbox` and announced in one
 * log line, so that on one machine a reset link or order confirmation can still be read.
 */
export function createOutboxMailer(options: { saveToOutbox: SaveToOutbox }): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      const id = randomUUID();
      await options.saveToOutbox({
        id,
        channel: 'email',
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        createdAt: new Date(),
      });
      // The links (a reset link, an order page) are what a person on this machine needs to act.
      const links = [...new Set(message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])].map((link) => oneLine(link, 400));
      console.info(
        `mail (outbox): to=${oneLine(message.to)} subject=${oneLine(message.subject)}${links.length > 0 ? ` links=${links.join(' ')}` : ''}`,
      );
      return { id, transport: 'outbox' };
    },
  };
}
