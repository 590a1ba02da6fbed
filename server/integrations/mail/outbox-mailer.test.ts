import { describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from './mailer';
import { createOutboxNotifier } from './notifier';
import { createOutboxMailer } from './outbox-mailer';

function outbox() {
  const saved: OutboxMessage[] = [];
  return { saved, saveToOutbox: async (message: OutboxMessage) => void saved.push(message) };
}

describe('outbox mailer', () => {
  it('stores the message through the injected saver and logs one line', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { saved, saveToOutbox } = outbox();
    const mailer = createOutboxMailer({ saveToOutbox });
    const sent = await mailer.send({
      to: 'ananya@example.com',
      subject: 'Your Jutexx order a7b8c9d0 is confirmed',
      text: 'Thank you',
      html: '<p>Thank you</p>',
    });

    expect(sent).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), transport: 'outbox' });
    expect(saved).toEqual([
      {
        id: sent.id,
        channel: 'email',
        to: 'ananya@example.com',
        subject: 'Your Jutexx order a7b8c9d0 is confirmed',
        text: 'Thank you',
        html: '<p>Thank you</p>',
        createdAt: expect.any(Date),
      },
    ]);
    expect(info).toHaveBeenCalledOnce();
    expect(info).toHaveBeenCalledWith(
      'mail (outbox): to=ananya@example.com subject=Your Jutexx order a7b8c9d0 is confirmed',
    );
    info.mockRestore();
  });

  it('keeps a forged line break out of the log', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const mailer = createOutboxMailer(outbox());
    await mailer.send({ to: 'a@example.com', subject: 'Hi\nmail (outbox): to=evil', text: '' });
    expect(info.mock.calls[0]?.[0]).toBe('mail (outbox): to=a@example.com subject=Hi mail (outbox): to=evil');
    info.mockRestore();
  });

  it('logs the links of a message, so a reset link can be followed on this machine', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const mailer = createOutboxMailer(outbox());
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

  it('does not log a message it could not store', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const mailer = createOutboxMailer({
      saveToOutbox: async () => {
        throw new Error('database is down');
      },
    });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow('database is down');
    expect(info).not.toHaveBeenCalled();
    info.mockRestore();
  });
});

describe('outbox notifier', () => {
  it('stores an SMS or WhatsApp message and logs one line', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { saved, saveToOutbox } = outbox();
    const notifier = createOutboxNotifier({ saveToOutbox });
    const sent = await notifier.notify({ channel: 'whatsapp', to: '9876543210', text: 'Jutexx: order shipped.' });
    expect(sent.transport).toBe('outbox');
    expect(saved[0]).toMatchObject({ id: sent.id, channel: 'whatsapp', to: '9876543210', subject: null });
    expect(info).toHaveBeenCalledWith('whatsapp (outbox): to=9876543210 text=Jutexx: order shipped.');
    info.mockRestore();
  });
});
