import { Menu } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { SORT_MENU_OPTIONS } from '../../../contract/first-screen-listing';
import { type SortMenuProps, SortMenuTarget } from './sort-menu-target';

/**
 * The sort menu itself (Mantine's Menu, its popover and floating-ui), in a chunk of its own that
 * sort-menu.tsx loads after the listing is on screen (docs/decisions/290). `opened` opens it at
 * once, for a tap on the button that came before this code; `focused` gives the focus back to the
 * button that replaced the one the shopper had focused.
 */
export function SortMenuDropdown({
  value,
  onChange,
  opened,
  focused,
}: SortMenuProps & { opened: boolean; focused: boolean }) {
  const target = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the menu replaces the plain button.
  useEffect(() => {
    if (focused && !opened) target.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Menu position="bottom-end" shadow="md" width={220} defaultOpened={opened}>
      <Menu.Target>
        <SortMenuTarget ref={target} value={value} />
      </Menu.Target>
      <Menu.Dropdown>
        {SORT_MENU_OPTIONS.map((option) => (
          <Menu.Item
            key={option.label}
            onClick={() => onChange(option.value)}
            aria-current={option.value === value ? 'true' : undefined}
            fw={option.value === value ? 700 : undefined}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
