import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import type { SortOrder } from '../../../contract/catalogue';
import { sortButtonText } from '../../../contract/first-screen-listing';

export type SortMenuProps = { value: SortOrder | null; onChange: (value: SortOrder | null) => void };

/** The button that opens the sort menu: the same before and after the menu's code has come. */
export function SortMenuTarget({
  value,
  ref,
  ...props
}: { value: SortOrder | null; ref?: Ref<HTMLButtonElement> } & ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'value'>) {
  return (
    <Button ref={ref} variant="default" rightSection={<span aria-hidden>▾</span>} {...props}>
      {sortButtonText(value)}
    </Button>
  );
}
