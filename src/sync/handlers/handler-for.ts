import type { OutboxRow } from '../../data/rows';
import { bagHandler } from './bag';
import { favouritesHandler } from './favourites';
import type { SyncHandler } from './sync-handler';

/** Every domain whose changes go through the outbox; a new one adds its handler here. */
const handlers: readonly SyncHandler[] = [bagHandler, favouritesHandler];

export function handlerFor(op: OutboxRow['op']): SyncHandler {
  const handler = handlers.find((candidate) => candidate.ops.includes(op));
  if (!handler) throw new Error(`No sync handler for outbox operation '${op}'`);
  return handler;
}
