import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_MS } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { onRejection } from '../../sync/rejections';
import { useSyncState } from '../../sync/sync-state';
import { useSessionUser } from '../account/use-session-user';
import { rejectionMessage } from './bag-change-messages';
import { refreshBag } from './refresh-bag';

/**
 * Mounted once in the shop layout: reads the bag (replaying queued changes first) when a
 * signed-in shopper opens the app, tells the shopper about a refused change (naming the product and the reason) and
 * about an expired session that stops the queue.
 */
export function BagSyncNotices() {
  const user = useSessionUser();
  const { phase } = useSyncState();
  const userId = user?._id;

  useEffect(() => {
    // Loads the bag count on start (spec 000 s4), replaying queued changes first if there are any.
    if (userId) void refreshBag();
  }, [userId]);

  useEffect(
    () =>
      onRejection((rejection) => {
        // The change was dropped and the bag re-read: say so, so a refusal never reads as
        // something that will still happen.
        notifications.show({
          title: rejection.productTitle,
          message: rejectionMessage(rejection.reason, rejection.op),
          color: 'clay.8',
          autoClose: TOAST_MS,
        });
      }),
    [],
  );

  useEffect(() => {
    if (phase !== 'unauthorized' || !userId) return;
    notifications.show({
      id: 'bag-session-expired',
      message: messages.sessionExpired,
      color: 'clay.8',
      autoClose: TOAST_MS,
    });
  }, [phase, userId]);

  return null;
}
