import { Container, Text } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { startTransition, useEffect, useRef, useState } from 'react';
import iconButton from '../../ui/icon-button.module.css';
import { SearchIcon } from '../../ui/icons';
import type { SearchPanel, SearchPanelHandle } from './search-panel';
import classes from './top-bar-search.module.css';

type Panel = typeof SearchPanel;

// The field and its suggestions come in their own chunk (docs/decisions/176): the storefront's
// entry carries only the button. Fetched when the browser is first idle, so the first tap finds
// it here; the service worker precaches it for offline use (docs/decisions/339).
let loaded: Panel | undefined;
function loadPanel(): Promise<Panel> {
  return import('./search-panel').then((module) => {
    loaded = module.SearchPanel;
    return loaded;
  });
}

/**
 * The top bar's search (docs/decisions/159-search.md): a 40 px icon button that opens a field
 * under the bar, so the bar still fits a 320 px phone. Suggestions come as the shopper types,
 * from the device first (offline too) and from the shop when online; Enter opens /search?q=….
 */
export function TopBarSearch() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const shown = useRef<SearchPanelHandle>(null);
  // Every way of closing: the panel may have been shown by the tap before `open` was drawn.
  const hide = () => {
    shown.current?.hide();
    setOpen(false);
  };
  const close = (restoreFocus: boolean) => {
    hide();
    if (restoreFocus) button.current?.focus({ preventScroll: true }); // in the sticky bar: in view
  };
  const wrapper = useClickOutside<HTMLSpanElement>(hide, null, undefined, open);
  const [panel, setPanel] = useState<{ component?: Panel; failed?: boolean }>(() => ({ component: loaded }));
  const fetchPanel = () =>
    loadPanel().then(
      // Drawn (hidden) as a transition: React renders it in slices of a few milliseconds instead
      // of one task, which at the phone's speed was 110 ms of the page's start (decision 277).
      (component) => startTransition(() => setPanel({ component })),
      (error: unknown) => {
        console.warn('The search could not load:', error);
        setPanel({ failed: true });
      },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once, at the first idle moment.
  useEffect(() => {
    if (loaded) return;
    if (typeof window.requestIdleCallback !== 'function') return void fetchPanel();
    const id = window.requestIdleCallback(() => void fetchPanel(), { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  return (
    <span ref={wrapper} className={classes.wrapper}>
      {/* A plain button in the look of Mantine's ActionIcon ('subtle', dark, 40 px, round) with its
          focus ring and press (Mantine's global classes): as an ActionIcon it was four components
          on every storefront page (docs/decisions/360). */}
      <button
        ref={button}
        type="button"
        className={`${iconButton.button} ${iconButton.subtle} mantine-focus-auto mantine-active`}
        aria-label="Search"
        aria-expanded={open}
        aria-controls={open ? 'site-search' : undefined}
        onClick={() => {
          if (!panel.component) {
            void fetchPanel(); // not here yet, or it failed: ask again
            setOpen((value) => !value);
          } else if (shown.current?.isShown()) {
            hide();
          } else {
            // Seen, with the caret in its field, in the tap's own task; the opened state (the
            // button's aria-expanded, the outside tap that closes it) is drawn after the frame:
            // drawing it on the tap was most of the tap's script at the phone's speed (decision 297).
            shown.current?.show();
            startTransition(() => setOpen(true));
          }
        }}
      >
        <SearchIcon size={22} />
      </button>
      {panel.component ? <panel.component open={open} onClose={close} handle={shown} /> : null}
      {open && !panel.component && panel.failed ? (
        <div id="site-search" className={classes.panel} role="status">
          <Container size="xl" py="sm">
            <Text size="sm">The search could not load. Check your connection and try again.</Text>
          </Container>
        </div>
      ) : null}
    </span>
  );
}
