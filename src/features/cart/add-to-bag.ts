import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PROMPT_TOAST_MS, LOGIN_REDIRECT_MS, TOAST_MS } from '../../../contract/constants';
import type { Product } from '../../../contract/product';
import { getCustomerToken } from '../../api/tokens';
import { paths } from '../../app/paths';
import { claimOutcome, type EntryOutcome, syncIfPossible } from '../../data/bag-sync';
import { db } from '../../data/db';
import { queueBagChange } from '../../data/queue-bag-change';
import { useSessionUser } from '../../data/session';
import { cardImages } from '../../lib/product-images';

export const LOGIN_FIRST = 'Please login first to add items to cart';
export const addToBagMessages = {
  sessionExpired: 'Session expired. Please login again.',
  timeout: 'Request timed out. Please check your connection and try again.',
  invalid: 'Invalid request. Please try again.',
  conflict: 'Item already in cart or out of stock.',
  failed: 'Failed to add item to cart. Please try again.',
} as const;

export type AddState = 'idle' | 'submitting' | 'added';

/** The spec's message for how this entry's push ended (spec 000 s8, "Add to cart"); null: added. */
export function addOutcomeMessage(outcome: EntryOutcome | undefined): string | null {
  if (!outcome || outcome.kind === 'confirmed') return null;
  const { error } = outcome;
  if (outcome.kind === 'stopped') {
    if (outcome.phase === 'unauthorized') return addToBagMessages.sessionExpired;
    // No answer (timeout or no connection): the entry stays queued and is replayed later.
    if (error.kind === 'timeout' || error.kind === 'network') return addToBagMessages.timeout;
    return addToBagMessages.failed;
  }
  if (error.status === 400) return error.fromServer ? error.message : addToBagMessages.invalid;
  if (error.status === 409) return addToBagMessages.conflict;
  return addToBagMessages.failed;
}

/**
 * 'add to bag': the line is added to the local bag and its outbox entry written in one
 * transaction, then pushed with a 10-second timeout. A timeout or lost connection keeps the
 * entry queued (it is replayed later with the same key); the button only says 'GO TO CART' once
 * the server confirmed.
 */
export function useAddToBag() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const [state, setState] = useState<AddState>('idle');

  const add = async (product: Product, quantity: number) => {
    if (!user) {
      notifications.show({ message: LOGIN_FIRST, color: 'clay.8', autoClose: LOGIN_PROMPT_TOAST_MS });
      window.setTimeout(() => navigate(paths.login.to()), LOGIN_REDIRECT_MS);
      return;
    }
    if (!getCustomerToken()) {
      notifications.show({ message: addToBagMessages.sessionExpired, color: 'clay.8', autoClose: TOAST_MS });
      return;
    }
    setState('submitting');
    const key = await queueBagChange(db, {
      userId: user._id,
      op: 'add',
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
    const release = claimOutcome(key);
    try {
      const result = await syncIfPossible();
      const message = addOutcomeMessage(result.outcomes[key]);
      if (message === null) {
        setState('added');
        return;
      }
      setState('idle');
      // Same id as the sync notices' session message, so an expired session shows one toast.
      const id = message === addToBagMessages.sessionExpired ? 'bag-session-expired' : undefined;
      notifications.show({ id, message, color: 'clay.8', autoClose: TOAST_MS });
      if (message === addToBagMessages.sessionExpired) navigate(paths.login.to());
    } catch (error) {
      setState('idle');
      console.warn('Adding to the bag failed:', error);
      notifications.show({ message: addToBagMessages.failed, color: 'clay.8', autoClose: TOAST_MS });
    } finally {
      release();
    }
  };

  return { state, add };
}
