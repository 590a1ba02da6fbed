/// <reference lib="webworker" />
import { type OrderPush, readOrderPush } from '../contract/order-push';
import { applyOrderPush } from '../src/lib/mirror-order-push';

/**
 * Order news (issue 23, docs/decisions/214): a push from the shop shows a notification, one per
 * order (its tag), so a later step replaces the earlier one, and updates the order mirrored on
 * the device so the order page shows the step offline. A tap opens the order, or focuses a
 * window already on it.
 */
declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';
/** A white silhouette on transparency: Android draws the badge in the status bar from its alpha. */
const BADGE = '/icons/badge-96.png';

function pushOf(event: PushEvent): OrderPush | null {
  try {
    return readOrderPush(event.data?.json());
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const push = pushOf(event);
  if (!push) return;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        icon: ICON,
        badge: BADGE,
        data: { url: push.url, orderId: push.orderId },
        // A later step of the same order replaces the notification and is announced again.
        renotify: true,
      } as NotificationOptions),
      applyOrderPush(push).catch((error: unknown) => console.warn('Updating the mirrored order failed:', error)),
    ]),
  );
});

/** A window already on the order is focused; else one of the shop's windows goes there; else a new one opens. */
async function openOrder(url: string): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onOrder = pages.find((page) => page.url === url);
  if (onOrder) {
    await onOrder.focus();
    return;
  }
  const other = pages.find((page) => 'navigate' in page);
  if (other) {
    const moved = await other.navigate(url).catch(() => null);
    if (moved) {
      await moved.focus();
      return;
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  // Only a path on this shop: the worker never opens another site from a notification.
  const local = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
  const url = new URL(local ? path : '/', self.location.origin).href;
  event.waitUntil(openOrder(url));
});
