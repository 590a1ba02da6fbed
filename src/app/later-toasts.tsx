import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Out of the entry (docs/decisions/163): no toast is due before the first paint.
const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

/**
 * The toasts' container, mounted when the first toast is asked for: until then no page needs it,
 * and its code (Mantine's notifications, transitions and portal, and the parts of Mantine they
 * share a chunk with: about 170 KB) was fetched, compiled and run at the first idle moment of every
 * visit (decision 274), on a phone's main thread while its first page settles (docs/decisions/341).
 * The toast waits in the notifications store meanwhile and shows once the container is there;
 * from then on the container stays.
 */
export function LaterToasts() {
  const { notifications, queue } = useNotifications();
  const [due, setDue] = useState(false);
  if (!due && notifications.length + queue.length > 0) setDue(true);
  return due ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
