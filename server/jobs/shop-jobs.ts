import type { Integrations } from '../integrations/select-integrations';
import { dispatchOutbox } from '../modules/outbox/dispatch-outbox';
import { releaseAbandonedPayments } from '../modules/payment/release-payments';
import { dispatchPushes } from '../modules/push/dispatch-pushes';
import { pendingRefundIds, settleRefund } from '../modules/refunds/refunds';
import { syncCodRemittances } from './cod-remittance';
import type { Job } from './job';
import { syncReturnTracking } from './tracking-sync/sync-return-tracking';
import { syncTracking } from './tracking-sync/sync-tracking';

export const JOB_NAMES = {
  paymentRelease: 'payment-release',
  mailDispatch: 'mail-dispatch',
  pushDispatch: 'push-dispatch',
  refunds: 'refunds',
  trackingSync: 'tracking-sync',
  codRemittance: 'cod-remittance',
} as const;

/**
 * The shop's background jobs and how often each runs (docs/decisions/149). Mail goes out
 * within seconds of the change that queued it; held stock comes back within a minute of its
 * 30 minutes; the sandbox's parcels move by the minute, Shiprocket's are asked every 15.
 */
export function shopJobs(integrations: Integrations): Job[] {
  return [
    {
      name: JOB_NAMES.paymentRelease,
      intervalMs: 60_000,
      async run({ db, now }) {
        const released = await releaseAbandonedPayments(db, now);
        if (released > 0) console.info(`Payment release: ${released} unpaid order(s) cancelled, stock returned`);
        return { released };
      },
    },
    {
      name: JOB_NAMES.mailDispatch,
      intervalMs: 5_000,
      run: ({ db, now, signal }) => dispatchOutbox(db, integrations, now, signal),
    },
    {
      // Order news on the shopper's devices, as quickly as mail (docs/decisions/213).
      name: JOB_NAMES.pushDispatch,
      intervalMs: 5_000,
      run: ({ db, now, signal }) => dispatchPushes(db, integrations.push, now, signal),
    },
    {
      name: JOB_NAMES.refunds,
      intervalMs: 60_000,
      async run({ db, now, signal }) {
        // settleRefund records a provider error on the refund: a lost answer stays pending and is
        // asked again with the same idempotency key; a definite refusal marks it failed.
        let settled = 0;
        for (const id of await pendingRefundIds(db, 20, now)) {
          if (signal.aborted) break;
          const outcome = await settleRefund(db, integrations.payments, id);
          if (outcome.refund.status === 'succeeded') settled++;
        }
        return { settled };
      },
    },
    {
      name: JOB_NAMES.trackingSync,
      intervalMs: integrations.shipping.mode === 'sandbox' ? 60_000 : 15 * 60_000,
      async run({ db, signal }) {
        const result = await syncTracking(db, integrations.shipping, signal);
        if (result.moved > 0) console.info(`Tracking sync: ${result.moved} order status change(s) from the courier`);
        // Return parcels too (docs/decisions/186): the courier's scan, not a button, says picked up.
        const returns = await syncReturnTracking(db, integrations.shipping, signal);
        return { ...result, returns };
      },
    },
    {
      name: JOB_NAMES.codRemittance,
      intervalMs: 60_000,
      async run({ db, signal }) {
        const result = await syncCodRemittances(db, integrations.shipping, signal);
        if (result.remitted > 0) console.info(`COD remittance: ${result.remitted} order(s) paid by the courier`);
        return result;
      },
    },
  ];
}
