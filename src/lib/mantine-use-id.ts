import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` for the built shop (scripts/mantine-replacements.ts puts it in place of
 * @mantine/hooks' own, which Mantine's components import): the same contract, an id that stays
 * for the component's life, or the one given, from React's own `useId`.
 *
 * Mantine's sets a random id in a layout effect after the first render, for Reacts that had no
 * `useId`; a state update in a layout effect is rendered at once, so every input, chip, menu and
 * accordion the page mounts rendered again inside the task that drew it (the product page's
 * accordion and six chips, the top bar's search field: docs/decisions/295).
 */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
