import { describe, expect, it, vi } from 'vitest';
import { createOutboxNotifier } from './notifier';
import { createOutboxMailer } from './outbox-mailer';

// The outbox row is written by enqueueMail and read by the dispatcher; these transports only log.
describe('outbox mailer', () => {
  it('logs one line per message', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const mailer = createOutboxMailer();
    const sent = await mailer.send({
      to: 'ananya@example.com',
      subject: 'Your Jutexx order a7b8c9d0 is confirmed',
      text: 'Thank you',
      html: '<p>Thank you</p>',
    });

    expect(sent).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), transport: 'outbox' });
    expect(info).toHaveBeenCalledOnce();
    expect(info).toHaveBeenCalledWith(
      'mail (outbox): to=ananya@example.com subject=Your Jutexx order a7b8c9d0 is confirmed',
    );
    info.mockRestore();
  });

  it('keeps a forged line break out of the log', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const mailer = createOutboxMailer();
    await mailer.send({ to: 'a@example.com', subject: 'Hi\nmail (outbox): to=evil', text: '' });
    expect(info.mock.calls[0]?.[0]).toBe('mail (outbox): to=a@example.com subject=Hi mail (outbox): to=evil');
    info.mockRestore();
  });

  it('logs the links of a message, so a reset link can be followed on this machine', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const mailer = createOutboxMailer();
    await mailer.send({
      to: 'a@example.com',
      subject: 'Reset your password',
      text: 'Open http://localhost:8080/reset-password/abc_DEF-123 within 30 minutes.\nNot you? Ignore this.',
    });
    expect(info.mock.calls[0]?.[0]).toBe(
      'mail (outbox): to=a@example.com subject=Reset your password links=http://localhost:8080/reset-password/abc_DEF-123',
    );
    info.mockRestore();
  });
});

describe('outbox notifier', () => {
  it('logs an SMS or WhatsApp message in one line', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const notifier = createOutboxNotifier();
    const sent = await notifier.notify({ channel: 'whatsapp', to: '9876543210', text: 'Jutexx: order\nshipped.' });
    expect(sent).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), transport: 'outbox' });
    expect(info).toHaveBeenCalledOnce();
    expect(info).toHaveBeenCalledWith('whatsapp (outbox): to=9876543210 text=Jutexx: order shipped.');
    info.mockRestore();
  });
});
