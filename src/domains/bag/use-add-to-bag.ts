import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { LOGIN_PROMPT_TOAST_MS, LOGIN_REDIRECT_MS, TOAST_MS } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { paths } from '../../../contract/paths';
import { purchaseMessages } from '../../../contract/purchase-messages';
import { useAppNavigate } from '../../lib/app-navigate';
import { signInStateFor } from '../../lib/return-path';
import { addToBagRefusals } from '../../sync/handlers/bag';
import { addToBag } from './add-to-bag';

/** 'queued': kept on the device and sent later (no answer, or a server error); reads as saved. */
export type AddState = 'idle' | 'submitting' | 'added' | 'queued';

function toast(message: string, id?: string) {
  notifications.show({ id, message, color: 'clay.8', autoClose: TOAST_MS });
}

/**
 * The 'add to bag' button's state and what the shopper is told: a kept change reads as saved (the
 * spec's timeout and "other" messages would say it failed), a refusal shows the spec's message,
 * an expired session sends the shopper to sign in, and signing in brings them back to this page
 * (docs/decisions/229).
 */
export function useAddToBag() {
  // The stable navigate, and the address read at the press (docs/decisions/329): the router's
  // would draw each favourite card's button again at every change of the address.
  const open = useAppNavigate();
  const [state, setState] = useState<AddState>('idle');

  const add = async (product: MirroredProduct, quantity: number) => {
    const signIn = { state: signInStateFor(window.location) };
    const result = await addToBag(product, quantity, () => setState('submitting'));
    switch (result.kind) {
      case 'sent':
        setState('added');
        return;
      case 'queued':
        setState('queued');
        return;
      case 'refused':
        setState('idle');
        toast(result.message);
        return;
      case 'not-stored':
        setState('idle');
        toast(addToBagRefusals.failed);
        return;
      case 'no-token':
        toast(messages.sessionExpired, 'bag-session-expired');
        return;
      case 'session-expired':
        setState('idle');
        // Same id as the sync notices' session message, so an expired session shows one toast.
        toast(messages.sessionExpired, 'bag-session-expired');
        open(paths.login.to(), signIn);
        return;
      case 'signed-out':
        notifications.show({ message: purchaseMessages.loginFirst, color: 'clay.8', autoClose: LOGIN_PROMPT_TOAST_MS });
        window.setTimeout(() => open(paths.login.to(), signIn), LOGIN_REDIRECT_MS);
        return;
    }
  };

  return { state, add };
}
