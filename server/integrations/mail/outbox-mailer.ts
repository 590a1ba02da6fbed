import { randomUUID } from 'node:crypto';
import { type Mailer, oneLine } from './mailer';

/**
 * The mailer without SMTP. The message already sits in the outbox_messages table (the
 * dispatcher read it from there), so "sending" is one log line: on one machine a reset link or
 * an order confirmation can still be read and followed (README, "E-mail without SMTP").
 */
export function createOutboxMailer(): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      // The links (a reset link, an order page) are what a person on this machine needs to act.
      const links = [...new Set(message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])].map((link) => oneLine(link, 400));
      console.info(
        `mail (outbox): to=${oneLine(message.to)} subject=${oneLine(message.subject)}${links.length > 0 ? ` links=${links.join(' ')}` : ''}`,
      );
      return { id: randomUUID(), transport: 'outbox' };
    },
  };
}
