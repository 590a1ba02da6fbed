import { useCallback, useEffect, useState } from 'react';
import { pushMessages } from '../../../contract/push';
import { getErrorMessage } from '../../lib/get-error-message';
import { type OrderNewsState, readOrderNews, turnOffOrderNews, turnOnOrderNews } from './order-news';

export type OrderNews = {
  /** undefined while the browser answers. */
  state: OrderNewsState | undefined;
  busy: boolean;
  error: string | null;
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
};

/**
 * This device's order news for a screen (the success page's offer, the profile's switch). The
 * browser's state is read once on mount: it asks nothing and shows no prompt.
 */
export function useOrderNews(): OrderNews {
  const [state, setState] = useState<OrderNewsState>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    readOrderNews().then(
      (read) => live && setState(read),
      (failure: unknown) => {
        console.warn('Reading this device’s notifications failed:', failure);
        if (live) setState('unsupported');
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const run = useCallback(async (change: () => Promise<OrderNewsState>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await change();
      setState(next);
      if (next === 'denied') setError(pushMessages.denied);
    } catch (failure) {
      console.warn('Changing this device’s order news failed:', failure);
      setError(getErrorMessage(failure, pushMessages.failed));
    } finally {
      setBusy(false);
    }
  }, []);
  return {
    state,
    busy,
    error,
    turnOn: useCallback(() => run(turnOnOrderNews), [run]),
    turnOff: useCallback(() => run(turnOffOrderNews), [run]),
  };
}
