import './mantine-shell-styles';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { theme } from './theme';

// Out of the entry (docs/decisions/163): no toast is due before the first paint.
const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

/** Providers only: the theme, notifications (4 s by default) and the router. No server data here. */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </MantineProvider>
  );
}
