import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PROMPT_TOAST_MS, LOGIN_REDIRECT_MS, TOAST_MS } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { paths } from '../../../contract/paths';
import type { Product } from '../../../contract/product';
import { getCustomerToken } from '../../api/tokens';
import { db } from '../../data/db';
import { knownSessionUser } from '../../data/session';
import { cardImages } from '../../lib/product-images';
import { signInStateFor } from '../../lib/return-path';
import { claimOutcome, type EntryOutcome, syncIfPossible } from '../../sync/bag-sync';
import { queueAddToBag } from './queue-add-to-bag';

export const LOGIN_FIRST = 'Please login first to add items to cart';
export const addToBagMessages = {
  sessionExpired: messages.sessionExpired,
  invalid: 'Invalid request. Please try again.',
  conflict: 'Item already in cart or out of stock.',
  failed: 'Failed to add item to cart. Please try again.',
} as const;

/** 'queued': kept on the device and sent later (no answer, or a server error); reads as saved. */
export type AddState = 'idle' | 'submitting' | 'added' | 'queued';

/**
 * How this entry's push ended, for the shopper (docs/decisions/156-honest-bag-states.md):
 * - added: the server confirmed it (or nothing was sent: already in the bag);
 * - queued: no answer (offline, timeout) or a server error: the entry stays in the outbox and is
 *   replayed with the same key, so the line IS in the bag; the spec's timeout and "other"
 *   messages would say it failed, so they are not shown for it;
 * - session-expired: 401, the entry is kept and sent after the next sign-in;
 * - refused: the server said no (400, 409, other 4xx): the entry was dropped and the line taken
 *   out of the bag, with the spec's message.
 */
export type AddResult =
  | { kind: 'added' }
  | { kind: 'queued' }
  | { kind: 'session-expired' }
  | { kind: 'refused'; message: string };

export function addResult(outcome: EntryOutcome | undefined, stillQueued = false): AddResult {
  // No outcome: the push stopped at an older entry (or another tab sent this one).
  if (!outcome) return stillQueued ? { kind: 'queued' } : { kind: 'added' };
  if (outcome.kind === 'confirmed') return { kind: 'added' };
  if (outcome.kind === 'stopped') {
    return outcome.phase === 'unauthorized' ? { kind: 'session-expired' } : { kind: 'queued' };
  }
  const { error } = outcome;
  if (error.status === 400)
    return { kind: 'refused', message: error.fromServer ? error.message : addToBagMessages.invalid };
  if (error.status === 409) return { kind: 'refused', message: addToBagMessages.conflict };
  return { kind: 'refused', message: addToBagMessages.failed };
}

function toast(message: string, id?: string) {
  notifications.show({ id, message, color: 'clay.8', autoClose: TOAST_MS });
}

/**
 * 'add to bag': the line is added to the local bag and its outbox entry written in one
 * transaction, then pushed with a 10-second timeout. The product page shows the line from the
 * bag itself (in your bag, or saved on this device and waiting), so a second tap never queues a
 * second add.
 */
export function useAddToBag() {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<AddState>('idle');

  const add = async (product: Product, quantity: number) => {
    // Read at the tap: a tap right after the page opened may come before a screen's live query
    // knows the shopper, and no card needs to watch the session only for its button.
    // Signing in brings the shopper back to this page (docs/decisions/229).
    const signIn = { state: signInStateFor(location) };
    const shopper = await knownSessionUser();
    if (!shopper) {
      notifications.show({ message: LOGIN_FIRST, color: 'clay.8', autoClose: LOGIN_PROMPT_TOAST_MS });
      window.setTimeout(() => navigate(paths.login.to(), signIn), LOGIN_REDIRECT_MS);
      return;
    }
    if (!getCustomerToken()) {
      toast(addToBagMessages.sessionExpired, 'bag-session-expired');
      return;
    }
    setState('submitting');
    let key: string | null;
    try {
      key = await queueAddToBag(db, {
        userId: shopper._id,
        productId: product._id,
        quantity,
        title: product.title,
        line: {
          title: product.title,
          price: product.numericPrice,
          image: cardImages(product).main ?? '',
          slug: product.slug,
          inventory: product.inventory,
          size: '',
        },
      });
    } catch (error) {
      // Nothing was stored: the local line and its entry are one transaction.
      setState('idle');
      console.warn('Adding to the bag failed:', error);
      toast(addToBagMessages.failed);
      return;
    }
    if (key === null) {
      setState('added');
      return;
    }
    const release = claimOutcome(key);
    try {
      const outcome = (await syncIfPossible()).outcomes[key];
      const result = addResult(outcome, !outcome && (await db.outbox.where('key').equals(key).count()) > 0);
      if (result.kind === 'added' || result.kind === 'queued') {
        setState(result.kind);
      } else if (result.kind === 'refused') {
        setState('idle');
        toast(result.message);
      } else {
        setState('idle');
        // Same id as the sync notices' session message, so an expired session shows one toast.
        toast(addToBagMessages.sessionExpired, 'bag-session-expired');
        navigate(paths.login.to(), signIn);
      }
    } catch (error) {
      // The push itself broke (the sync state says so); the entry is stored and is replayed.
      console.warn('Sending the bag failed:', error);
      setState('queued');
    } finally {
      release();
    }
  };

  return { state, add };
}
