import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { theme } from '../../src/app/theme';
import { AppNavigateProvider } from '../../src/lib/app-navigate';

/** A router drawing `element` at every address in the shop's layout: its theme and its navigate. */
export function shopRouterWith(element: ReactNode) {
  return createBrowserRouter([
    {
      path: '*',
      element: (
        <MantineProvider theme={theme}>
          <AppNavigateProvider>{element}</AppNavigateProvider>
        </MantineProvider>
      ),
    },
  ]);
}

/**
 * A memoised component's comparison: whether React keeps it as drawn (true) or draws it again
 * (false) for these props, as `memo` asks it.
 */
export function memoComparison<Props>(component: unknown): (before: Props, after: Props) => boolean {
  return (component as { compare: (before: Props, after: Props) => boolean }).compare;
}
