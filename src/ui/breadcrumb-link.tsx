import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link in a breadcrumb trail: a target at least 32 px tall (WCAG 2.5.8 asks for 24 px; as
 * plain inline text it was 16 px), the text centred in it so the trail reads as before.
 */
export function BreadcrumbLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} display="inline-flex" mih={32} style={{ alignItems: 'center' }}>
      {children}
    </Anchor>
  );
}
