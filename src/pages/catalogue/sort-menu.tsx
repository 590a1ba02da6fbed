import { Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { startTransition, useEffect, useRef, useState } from 'react';
import { SORT_MENU_NOT_LOADED } from '../../lib/connection-messages';
import { whenShownAndIdle } from '../../ui/when-idle';
import type { SortMenuDropdown } from './sort-menu-dropdown';
import { type SortMenuProps, SortMenuTarget } from './sort-menu-target';

type Dropdown = typeof SortMenuDropdown;
let loaded: Dropdown | undefined;
let loading: Promise<Dropdown> | undefined;
function loadDropdown(): Promise<Dropdown> {
  loading ??= import('./sort-menu-dropdown').then(
    (module) => {
      loaded = module.SortMenuDropdown;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined; // the next tap asks again
      throw error;
    },
  );
  return loading;
}

/**
 * The sort menu: 'Price: Low to High' / 'Price: High to Low' (by numeric price), or the shop's
 * order. Its code (Mantine's Menu with its popover, floating-ui and focus handling) is not in the
 * listing's first-visit chunk: the button is drawn at once, the menu's code comes at the first
 * idle moment after the listing is on screen, or at once when the button is touched first, and a
 * tap that came before it opens the menu as soon as it is here (docs/decisions/290). Meanwhile the
 * button shows that it is coming; if it cannot come (the connection dropped before the service
 * worker had it), the shopper is told so and the next tap asks again (docs/decisions/292).
 */
export function SortMenu({ value, onChange }: SortMenuProps) {
  const [menu, setMenu] = useState<{ component?: Dropdown; opened: boolean; focused: boolean }>(() => ({
    component: loaded,
    opened: false,
    focused: false,
  }));

  const button = useRef<HTMLButtonElement>(null);
  const fetchMenu = (opened: boolean) =>
    loadDropdown().then(
      (component) => {
        const focused = button.current !== null && document.activeElement === button.current;
        const show = () => setMenu((state) => ({ component, opened: state.opened || opened, focused }));
        // A tap's answer comes at once; the menu drawn ahead of any tap comes as a transition.
        if (opened) show();
        else startTransition(show);
      },
      (error: unknown) => {
        console.warn('The sort menu could not load:', error);
        if (!opened) return; // fetched ahead of a tap: a tap asks again
        setMenu((state) => ({ ...state, opened: false }));
        notifications.show({ id: 'sort-menu', message: SORT_MENU_NOT_LOADED, color: 'clay.8' });
      },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once, at the first idle moment.
  useEffect(() => {
    if (loaded) return;
    return whenShownAndIdle(() => void fetchMenu(false), 3000);
  }, []);

  if (menu.component) {
    const Menu = menu.component;
    return <Menu value={value} onChange={onChange} opened={menu.opened} focused={menu.focused} />;
  }
  return (
    <SortMenuTarget
      ref={button}
      value={value}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={menu.opened}
      // Not Mantine's `loading`, which disables the button and so drops a keyboard's focus.
      {...(menu.opened && { rightSection: <Loader size={14} color="gray" aria-hidden /> })}
      onPointerDown={() => void fetchMenu(false)}
      onClick={() => {
        setMenu((state) => ({ ...state, opened: true }));
        void fetchMenu(true);
      }}
    />
  );
}
