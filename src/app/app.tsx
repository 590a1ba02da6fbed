import './mantine-shell-styles';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { forgetPrimedAnswers } from '../data/live-query';
import { endOpening } from '../ui/below-the-fold';
import { createRouter } from './router';
import { theme } from './theme';

// Out of the entry (docs/decisions/163): no toast is due before the first paint.
const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

const router = createRouter();
// The first navigation ends the opening page: pages reached by a tap draw all of their sections
// at once, and read their data as usual (the answers read before the first render are dropped).
const openedOn = router.state.location;
const stopWatching = router.subscribe((state) => {
  if (state.location === openedOn) return;
  endOpening();
  forgetPrimedAnswers();
  stopWatching();
});

/** Providers only: the theme, notifications (4 s by default) and the router. No server data here. */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
