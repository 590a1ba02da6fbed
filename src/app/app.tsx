import './mantine-shell-styles';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { whenShownAndIdle } from '../ui/when-idle';
import { AppRoutes } from './router';
import { theme } from './theme';

// Out of the entry (docs/decisions/163): no toast is due before the first paint.
const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

/**
 * The toasts' container, mounted at the browser's first idle moment once the app is on screen,
 * not inside the first render: asking for its chunk there added its links (a stylesheet and ten
 * module preloads) to that render's task (docs/decisions/274). A toast asked for before then
 * waits in the notifications store and shows when this mounts.
 */
function LaterToasts() {
  const [due, setDue] = useState(false);
  useEffect(() => whenShownAndIdle(() => startTransition(() => setDue(true)), 2000), []);
  return due ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** Providers only: the theme, notifications (4 s by default) and the router. No server data here. */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <LaterToasts />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </MantineProvider>
  );
}
