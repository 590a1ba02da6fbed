/** An e-mail to send. `html` is optional: every message has a plain-text body. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type SentMail = { id: string; transport: 'smtp' | 'outbox' };

/**
 * Sends e-mail: through SMTP when SMTP_URL is set, otherwise into the outbox table and the
 * log (docs/decisions/063). Callers do not need to know which.
 */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
}

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

/** One row for the server's outbox_messages table. The id is ours; the table may keep it. */
export type OutboxMessage = {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: Date;
};

/** Stores a message in the outbox; supplied by the server, which owns the table. */
export type SaveToOutbox = (message: OutboxMessage) => Promise<void>;

/** One line for the log: no newlines from a subject or text can forge further lines. */
export function oneLine(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
