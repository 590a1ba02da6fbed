import type { ApiError } from '../../api/api-error';
import type { OutboxRow } from '../../data/rows';
import type { SyncContext } from '../sync-context';

/** An outbox row as it is stored (Dexie gave it its `seq`). */
export type QueuedRow = OutboxRow & { seq: number };

/**
 * What the sync engine asks of a domain whose changes go through the outbox (bag, favourites,
 * whatever comes next): one handler per domain, chosen by the entry's `op`. The request each
 * entry sends is src/sync/shared/outbox-requests.ts (the service worker sends the same bytes).
 */
export type SyncHandler = {
  /** The outbox operations this domain owns. */
  ops: readonly OutboxRow['op'][];
  /** The shop confirmed the entry: delete it in the transaction that writes the shop's answer. */
  confirmed(context: SyncContext, entry: QueuedRow, answer: unknown, userId: string): Promise<void>;
  /** The shop refused it for good: drop the entry and its local effect, then re-read the mirror. */
  refused(context: SyncContext, entry: QueuedRow, userId: string): Promise<void>;
  /** What the shopper who made a change is told when the shop refused it (enqueue's outcome). */
  refusalMessage(error: ApiError): string;
};
