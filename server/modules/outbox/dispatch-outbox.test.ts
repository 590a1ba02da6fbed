import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { orderEvents } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { IntegrationError } from '../../integrations/integration-error';
import type { Mailer } from '../../integrations/mail/mailer';
import { insertTestOrder } from '../../testing/orders';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { dispatchOutbox, type Senders } from './dispatch-outbox';
import { enqueueMail } from './enqueue-mail';
import { CLAIM_LEASE_MINUTES, MAIL_BACKOFF_MINUTES, MAX_MAIL_ATTEMPTS } from './mail-retry';

const minutes = (n: number, from: Date) => new Date(from.getTime() + n * 60_000);

/** A mailer that records what it was asked to send, taking a moment over each like SMTP would. */
function recordingMailer(): Mailer & { sent: string[] } {
  const sent: string[] = [];
  return {
    transport: 'smtp',
    sent,
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(message.to);
      return { id: randomBytes(4).toString('hex'), transport: 'smtp' };
    },
  };
}

describe.each(TEST_DATABASE_KINDS)('outbox dispatcher (%s)', (kind) => {
  const t = useTestApp(kind);
  const address = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.in`;
  const rowOf = async (id: string) => (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];
  const mailEvents = (orderId: string) =>
    t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'mail')));
  async function testOrder() {
    const product = await createProduct(t.db);
    return insertTestOrder(t.db, { lines: [{ productId: product.id, quantity: 1 }] });
  }

  it('sends due mail once, marks it sent and puts it on the order timeline', async () => {
    const orderId = await testOrder();
    const to = address('sent');
    const id = await enqueueMail(t.db, { to, subject: 'Your order has shipped', text: 'On its way', orderId });
    const sms = await enqueueMail(t.db, { channel: 'sms', to: '9876543210', subject: 'Shipped', text: 'Shipped!' });
    const mailer = recordingMailer();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const now = new Date(Date.now() + 1000);

    const first = await dispatchOutbox(t.db, { mailer, notifier: t.integrations.notifier }, now);
    const second = await dispatchOutbox(t.db, { mailer, notifier: t.integrations.notifier }, now);
    expect(info).toHaveBeenCalledWith('sms (outbox): to=9876543210 text=Shipped!');
    info.mockRestore();

    expect(first.sent).toBeGreaterThanOrEqual(2);
    expect(second).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(mailer.sent.filter((recipient) => recipient === to)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: now, error: null });
    expect(await rowOf(sms)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await mailEvents(orderId)).map((event) => [event.actor, event.summary])).toEqual([
      ['system', `E-mail 'Your order has shipped' sent to ${to}`],
    ]);
  });

  it('says on the timeline when the shop has no mail server or SMS provider', async () => {
    const orderId = await testOrder();
    const to = address('outbox');
    await enqueueMail(t.db, { to, subject: 'Order confirmed', text: 'Thanks', orderId });
    await enqueueMail(t.db, { channel: 'sms', to: '9876543210', subject: 'Order confirmed', text: 'Thanks', orderId });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await dispatchOutbox(t.db, t.integrations, new Date(Date.now() + 1000));
    expect(info).toHaveBeenCalledWith(`mail (outbox): to=${to} subject=Order confirmed`);
    info.mockRestore();
    // Each says what the shop lacks for its channel: an SMS never needed a mail server.
    expect((await mailEvents(orderId)).map((event) => event.summary).sort()).toEqual([
      `E-mail 'Order confirmed' sent to ${to} (outbox only: no mail server configured)`,
      "SMS 'Order confirmed' sent to 9876543210 (outbox only: no SMS provider configured)",
    ]);
  });

  it('retries a failing send with backoff, then marks it failed on the order timeline', async () => {
    const orderId = await testOrder();
    const to = address('failing');
    const id = await enqueueMail(t.db, { to, subject: 'Your refund', text: 'Refunded', orderId });
    const refusing: Senders = {
      mailer: {
        transport: 'smtp',
        async send() {
          throw new IntegrationError('smtp', 550, 'mail not sent: mailbox unavailable');
        },
      },
      notifier: t.integrations.notifier,
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let now = new Date(Date.now() + 1000);

    for (const [index, wait] of MAIL_BACKOFF_MINUTES.entries()) {
      const result = await dispatchOutbox(t.db, refusing, now);
      expect(result.retrying).toBeGreaterThanOrEqual(1);
      expect(await rowOf(id)).toMatchObject({
        status: 'pending',
        attempts: index + 1,
        error: 'mail not sent: mailbox unavailable',
        nextAttemptAt: minutes(wait, now),
      });
      // Not due before its time.
      await dispatchOutbox(t.db, refusing, minutes(wait - 0.5, now));
      expect((await rowOf(id))?.attempts).toBe(index + 1);
      now = minutes(wait, now);
    }
    expect(await mailEvents(orderId)).toEqual([]);

    const last = await dispatchOutbox(t.db, refusing, now);
    expect(last.failed).toBeGreaterThanOrEqual(1);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, sentAt: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed for good: mail not sent: mailbox unavailable'));
    warn.mockRestore();
    expect((await mailEvents(orderId)).map((event) => event.summary)).toEqual([
      `E-mail 'Your refund' to ${to} not sent after ${MAX_MAIL_ATTEMPTS} attempts: mail not sent: mailbox unavailable`,
    ]);
    // A failed message stays failed.
    await dispatchOutbox(t.db, refusing, minutes(24 * 60, now));
    expect((await rowOf(id))?.attempts).toBe(MAX_MAIL_ATTEMPTS);
  });

  it('never sends a message twice when two dispatchers race', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(await enqueueMail(t.db, { to: address(`race${i}`), subject: 's', text: 't' }));
    // Two instances: on PostgreSQL each with its own pool, so the claims really run side by side.
    const other: Database | null =
      t.database.driver.kind === 'postgres'
        ? await openDatabase({ databaseUrl: String(t.database.driver.pool.options.connectionString) })
        : null;
    try {
      const mailer = recordingMailer();
      const now = new Date(Date.now() + 1000);
      const senders = { mailer, notifier: t.integrations.notifier };
      const results = await Promise.all([
        dispatchOutbox(t.db, senders, now),
        dispatchOutbox(other?.db ?? t.db, senders, now),
        dispatchOutbox(t.db, senders, now),
      ]);
      const rows = await t.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
      const ours = new Set(rows.map((row) => row.recipient));
      const sentOurs = mailer.sent.filter((recipient) => ours.has(recipient));
      expect(sentOurs).toHaveLength(ids.length);
      expect(new Set(sentOurs).size).toBe(ids.length);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(mailer.sent.length);
    } finally {
      await other?.close();
    }
  });

  it('leaves a claimed message alone until its lease ends', async () => {
    const id = await enqueueMail(t.db, { to: address('leased'), subject: 's', text: 't' });
    const now = new Date(Date.now() + 1000);
    // A dispatcher that died after claiming: the lease, not the status, keeps others off it.
    await t.db
      .update(outboxMessages)
      .set({ attempts: 1, nextAttemptAt: minutes(CLAIM_LEASE_MINUTES, now) })
      .where(eq(outboxMessages.id, id));
    const mailer = recordingMailer();
    const senders = { mailer, notifier: t.integrations.notifier };
    await dispatchOutbox(t.db, senders, now);
    expect((await rowOf(id))?.status).toBe('pending');
    await dispatchOutbox(t.db, senders, minutes(CLAIM_LEASE_MINUTES, now));
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
