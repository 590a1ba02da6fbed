import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A status badge of the back office that is never cut to "RETURN REQ…" or "REQUESTE…" (issue 22
 * item 10): it keeps its words' width and its table column makes room for it.
 */
export function WholeBadge({ children, ...props }: BadgeProps & { children: ReactNode }) {
  return (
    <Badge
      maw="none"
      {...props}
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {children}
    </Badge>
  );
}
