import nodemailer, { type Transporter } from 'nodemailer';
import { IntegrationError } from '../integration-error';
import type { Mailer } from './mailer';

export const DEFAULT_MAIL_FROM = 'Jutexx <no-reply@jutexx.local>';

export type SmtpMailerOptions = {
  /** e.g. smtps://user:pass@smtp.example.com:465, as nodemailer reads it. */
  smtpUrl?: string;
  /** A ready nodemailer transporter instead (tests use jsonTransport). */
  transporter?: Transporter;
  from?: string;
};

/** Mail through nodemailer: one transporter, made once, reused for every message. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transporter = options.transporter ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  if (!transporter) throw new Error('createSmtpMailer needs smtpUrl or a transporter');
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    transport: 'smtp',
    async send(message) {
      try {
        const info = await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
        });
        return { id: String(info.messageId), transport: 'smtp' };
      } catch (cause) {
        const code = (cause as { responseCode?: unknown }).responseCode;
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new IntegrationError(
          'smtp',
          typeof code === 'number' ? code : 0,
          `mail not sent: ${reason}`,
          undefined,
          undefined,
          {
            cause,
          },
        );
      }
    },
  };
}

/** The SMTP server for the start-up log, without the user name or password in the URL. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol.replace(/:$/, '')}://${url.host}`;
  } catch {
    return 'an unreadable SMTP_URL';
  }
}
