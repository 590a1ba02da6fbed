import nodemailer from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';
import { IntegrationError } from '../integration-error';
import { createSmtpMailer, describeSmtpUrl } from './smtp-mailer';

describe('SMTP mailer', () => {
  it('sends through nodemailer with our From address', async () => {
    // nodemailer's own JSON transport: the whole message is built, nothing leaves the process.
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    const sendMail = vi.spyOn(transporter, 'sendMail');
    const mailer = createSmtpMailer({ transporter, from: 'Jutexx <orders@jutexx.example>' });
    const sent = await mailer.send({
      to: 'ananya@example.com',
      subject: 'Reset your Jutexx password',
      text: 'Choose a new password',
      html: '<p>Choose a new password</p>',
    });

    expect(mailer.transport).toBe('smtp');
    expect(sent).toEqual({ id: expect.stringMatching(/^<.+@.+>$/), transport: 'smtp' });
    const info = await sendMail.mock.results[0]?.value;
    const built = JSON.parse(info.message);
    expect(built).toMatchObject({
      from: { address: 'orders@jutexx.example', name: 'Jutexx' },
      to: [{ address: 'ananya@example.com', name: '' }],
      subject: 'Reset your Jutexx password',
      text: 'Choose a new password',
      html: '<p>Choose a new password</p>',
    });
  });

  it('builds its transporter from an SMTP URL', async () => {
    // nodemailer parses the URL now and connects only when a message is sent; none is here.
    const mailer = createSmtpMailer({ smtpUrl: 'smtp://user:secret@127.0.0.1:2525' });
    expect(mailer.transport).toBe('smtp');
    expect(describeSmtpUrl('smtps://user:secret@smtp.example.com:465')).toBe('smtps://smtp.example.com:465');
    expect(describeSmtpUrl('not a url')).toBe('an unreadable SMTP_URL');
  });

  it('turns a transport failure into an IntegrationError', async () => {
    const transporter = nodemailer.createTransport({
      name: 'refusing',
      version: '1',
      send: (_mail, callback) =>
        callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }), undefined),
    });
    const mailer = createSmtpMailer({ transporter });
    const error = await mailer.send({ to: 'a@example.com', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error).toMatchObject({ provider: 'smtp', status: 550, message: 'mail not sent: mailbox unavailable' });
  });
});
