import './mantine-shell-styles';
import './global.css';
import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { AppRouter } from './app-router';
import { LaterToasts } from './later-toasts';
import { AppRoutes, readPageAhead } from './router';
import { theme } from './theme';

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
