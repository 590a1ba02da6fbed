import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../../contract/constants';

/**
 * Where toasts appear (4 s by default). Loaded after the first paint (app.tsx): a toast asked
 * for before then waits in the notifications store and shows once this mounts.
 */
export function Toasts() {
  return <Notifications position="top-center" autoClose={TOAST_MS} zIndex={1000} />;
}
