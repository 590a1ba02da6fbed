import { useAppTestIds } from './first-screen-link';

/**
 * What the device knows of its connection when a page is drawn: whether the browser says it is
 * online, and how many of the signed-in shopper's changes wait to be sent (src/sync/pending-count.ts).
 */
export type Connection = { online: boolean; pending: number };

export const CONNECTED: Connection = { online: true, pending: 0 };

const waitingLine = (pending: number) =>
  pending === 1 ? '1 change waiting to sync' : `${pending} changes waiting to sync`;

/** What the banner at the top of the top bar says, or null when there is nothing to say. */
export function connectionNotice({ online, pending }: Connection): string | null {
  if (online) return pending > 0 ? waitingLine(pending) : null;
  return `You're offline: showing what this device has saved.${pending > 0 ? ` ${waitingLine(pending)}.` : ''}`;
}

/**
 * The banner at the top of the top bar of every storefront page while the device is offline or
 * changes wait to be sent, so a shopper knows what they see is what the device holds and nothing
 * is lost. One component for the app (src/app/layouts/offline-banner.tsx) and for the page the
 * service worker writes when it answers without the network (sw/first-screen.ts, decisions 305 and
 * 340), so the app's page takes over from the written one without moving down by its height.
 */
export function ConnectionBannerView({ connection }: { connection: Connection }) {
  const appTestId = useAppTestIds();
  const notice = connectionNotice(connection);
  if (!notice) return null;
  return (
    <div
      role="status"
      className={connection.online ? 'fs-connection fs-connection-waiting' : 'fs-connection'}
      data-testid={appTestId('offline-banner')}
    >
      {notice}
    </div>
  );
}
