import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router';
import { TOAST_MS } from '../../contract/constants';
import { createRouter } from './router';
import { theme } from './theme';

const router = createRouter();

/** Providers only: the theme, notifications (4 s by default) and the router. No server data here. */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-center" autoClose={TOAST_MS} zIndex={1000} />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
