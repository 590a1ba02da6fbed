import type { ComponentType, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';

/**
 * A route's error boundary: a crash while drawing what it wraps shows `Fallback` in its place
 * instead of a blank screen, and the next navigation (a new location, even to the same address)
 * draws the route again. What react-router's `errorElement` did in its data mode, which the
 * storefront no longer loads (docs/decisions/178).
 */
export function RouteBoundary({
  Fallback,
  children,
}: {
  Fallback: ComponentType<{ error: unknown }>;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKeys={[location.key]} fallbackRender={({ error }) => <Fallback error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
