import { randomUUID } from 'node:crypto';
import { oneLine, type SaveToOutbox } from './mailer';

export type Notification = { channel: 'sms' | 'whatsapp'; to: string; text: string };

/**
 * Sends short messages by SMS or WhatsApp. No provider is wired yet, so the only
 * implementation is the outbox; a provider client would implement this same interface.
 */
export interface Notifier {
  readonly transport: 'outbox';
  notify(notification: Notification): Promise<{ id: string; transport: 'outbox' }>;
}

export function createOutboxNotifier(options: { saveToOutbox: SaveToOutbox }): Notifier {
  return {
    transport: 'outbox',
    async notify({ channel, to, text }) {
      const id = randomUUID();
      await options.saveToOutbox({ id, channel, to, subject: null, text, html: null, createdAt: new Date() });
      console.info(`${channel} (outbox): to=${oneLine(to)} text=${oneLine(text, 80)}`);
      return { id, transport: 'outbox' };
    },
  };
}
