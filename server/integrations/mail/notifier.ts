import { randomUUID } from 'node:crypto';
import { oneLine } from './mailer';

export type Notification = { channel: 'sms' | 'whatsapp'; to: string; text: string };

/**
 * Sends short messages by SMS or WhatsApp. No provider is wired yet, so the only
 * implementation is the outbox: the message's row is its record and it is logged; a provider
 * client would implement this same interface. Only the outbox dispatcher calls it.
 */
export interface Notifier {
  readonly transport: 'outbox';
  notify(notification: Notification): Promise<{ id: string; transport: 'outbox' }>;
}

export function createOutboxNotifier(): Notifier {
  return {
    transport: 'outbox',
    async notify({ channel, to, text }) {
      console.info(`${channel} (outbox): to=${oneLine(to)} text=${oneLine(text, 80)}`);
      return { id: randomUUID(), transport: 'outbox' };
    },
  };
}
