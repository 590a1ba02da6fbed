import './mantine-shell-styles';
import './global.css';
import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { whenShownAndIdle } from '../ui/when-idle';
import { AppRouter } from './app-router';
import { AppRoutes, readPageAhead } from './router';
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

/** The shop is light only: no colour scheme is read from or written to the device's storage. */
const LIGHT_ONLY: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

/**
 * The page's `<html>` says the colour scheme from its first byte (index.html) and the theme's CSS
 * variables and global classes are in the shell's stylesheet (scripts/mantine-theme-css.ts), so
 * the provider writes neither when it mounts: each made the browser restyle the whole written
 * first screen in the app's first frames (docs/decisions/311).
 */
const noRootElement = () => undefined;

/** Providers only: the theme, notifications (4 s by default) and the router. No server data here. */
export function App() {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      colorSchemeManager={LIGHT_ONLY}
      getRootElement={noRootElement}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <LaterToasts />
      <AppRouter readAhead={readPageAhead}>
        <AppRoutes />
      </AppRouter>
    </MantineProvider>
  );
}
