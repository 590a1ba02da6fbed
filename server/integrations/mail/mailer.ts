/** An e-mail to send. `html` is optional: every message has a plain-text body. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type SentMail = { id: string; transport: 'smtp' | 'outbox' };

/**
 * Sends e-mail: through SMTP when SMTP_URL is set, otherwise only into the log (the message's
 * outbox row is its record; docs/decisions/063, 149). Only the outbox dispatcher calls this:
 * everything else queues mail with enqueueMail in the transaction of the change.
 */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
}

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

/** One line for the log: no newlines from a subject or text can forge further lines. */
export function oneLine(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
