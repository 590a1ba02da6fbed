import { ApiError, isApiError } from '../api/api-error';
import type { OutboxRow } from '../data/rows';
import type { SyncPhase } from './sync-state';

/** A change the shop refused for good: dropped with its local effect, the shopper told why. */
export type Rejection = {
  key: string;
  productId: string;
  productTitle: string;
  reason: string;
  status: number;
  op: OutboxRow['op'];
};

/** How one entry's send ended in a push (entries after a stop have none). */
export type EntryOutcome =
  | { kind: 'confirmed' }
  | { kind: 'rejected'; rejection: Rejection; error: ApiError }
  | { kind: 'stopped'; phase: Exclude<SyncPhase, 'idle' | 'pushing'>; error: ApiError };

export type PushResult = { phase: SyncPhase; outcomes: Record<string, EntryOutcome>; rejections: Rejection[] };

/** What a throw while sending means, as the API client reports failures. */
export function asApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ message: String(error), status: 0, kind: 'network', cause: error });
}

/** A refusal the service worker recorded while no page was open (docs/decisions/215). */
export function refusedInTheWorker(refusal: NonNullable<OutboxRow['refusal']>): ApiError {
  return new ApiError({ message: refusal.reason, status: refusal.status, kind: 'http', fromServer: true });
}
