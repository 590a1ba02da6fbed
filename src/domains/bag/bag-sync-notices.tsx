import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_MS } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { onRejection } from '../../sync/rejections';
import { useSyncState } from '../../sync/sync-state';
import { useSessionUser } from '../account/use-session-user';
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
        // something that will still happen. The wording's code comes when a change is refused,
        // not with the storefront's entry (its 130 KB, docs/decisions/370); were it not to come,
        // the server's reason is said alone.
        void import('./bag-change-messages')
          .then(
            ({ rejectionMessage }) => rejectionMessage(rejection.reason, rejection.op),
            () => rejection.reason,
          )
          .then((message) =>
            notifications.show({ title: rejection.productTitle, message, color: 'clay.8', autoClose: TOAST_MS }),
          );
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
