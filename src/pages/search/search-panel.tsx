import { CloseButton, Container, TextInput } from '@mantine/core';
import {
  type FormEvent,
  memo,
  type RefObject,
  startTransition,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { paths } from '../../../contract/paths';
import { SEARCH_FIELD } from '../../../contract/search-text';
import { useProductSearch } from '../../domains/search/use-product-search';
import { useAppNavigate } from '../../lib/app-navigate';
import { SearchIcon } from '../../ui/icons';
import { SearchSuggestions } from './search-suggestions';
import classes from './top-bar-search.module.css';

const SUGGESTIONS = 6;

/**
 * What the top bar's button does on a tap, before React draws the opened state (decision 297):
 * `show` makes the panel seen and puts the caret in its field in the tap's own task, `hide` takes
 * that back (every way of closing calls it, since a close can come before the opened state is
 * drawn), `isShown` says whether the shopper sees it now.
 */
export type SearchPanelHandle = { show(): void; hide(): void; isShown(): boolean };

/** Set by `show` on the panel until `open` is drawn: seen though React still draws it closed. */
const OPENING = 'data-opening';

/**
 * The field under the top bar and its suggestions. top-bar-search.tsx draws it, unseen, once its
 * code has come (at the first idle moment), and opening only shows it and puts the caret in the
 * field: mounting the panel on the tap was 110–150 ms of the tap at the phone's speed
 * (decision 265). Closed, it forgets what was typed.
 */
export function SearchPanel({
  open,
  onClose,
  handle,
}: {
  open: boolean;
  onClose: (restoreFocus: boolean) => void;
  /** Shows and hides the panel at once, ahead of `open` (SearchPanelHandle). */
  handle?: RefObject<SearchPanelHandle | null>;
}) {
  // The field is the browser's own (uncontrolled): a keystroke is drawn by the browser with no
  // render of ours before the paint, and what was typed reaches the search as a transition that
  // the next keystroke may interrupt (docs/decisions/199, 265).
  const field = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    handle,
    () => ({
      show() {
        root.current?.setAttribute(OPENING, '');
        field.current?.focus({ preventScroll: true });
      },
      hide() {
        root.current?.removeAttribute(OPENING);
        // Closed, it forgets what was typed: here, the one way every close goes (top-bar-search.tsx),
        // also a close that comes before the opened state is drawn.
        if (field.current) field.current.value = '';
        startTransition(() => setSearched(''));
      },
      isShown() {
        const panel = root.current;
        return panel !== null && (!panel.hasAttribute('data-closed') || panel.hasAttribute(OPENING));
      },
    }),
    [],
  );
  // Once `open` is drawn, it alone says whether the panel shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time `open` is drawn, either way.
  useLayoutEffect(() => {
    root.current?.removeAttribute(OPENING);
  }, [open]);
  const [searched, setSearched] = useState('');
  const navigate = useAppNavigate();
  const { results, server } = useProductSearch(searched, { limit: SUGGESTIONS });
  const shownQuery = searched.trim();
  // The handlers read the latest props through a ref, so they never change and the form below
  // is not drawn again when the panel opens or closes (decision 265).
  const latest = useRef({ onClose });
  useLayoutEffect(() => {
    latest.current = { onClose };
  });
  const close = useCallback((restoreFocus: boolean) => latest.current.onClose(restoreFocus), []);
  const picked = useCallback(() => latest.current.onClose(false), []);
  const type = useCallback((typed: string) => startTransition(() => setSearched(typed)), []);
  const submit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      const query = (field.current?.value ?? '').trim();
      if (!query) return;
      latest.current.onClose(false);
      navigate(paths.search.to(query));
    },
    [navigate],
  );
  // In the tap's own task (a layout effect of its render), so a phone opens its keyboard; without
  // scrolling, as the field is under the sticky bar and always in view: working out a scroll into
  // view was three quarters of the focus's cost at the phone's speed (decision 281).
  useLayoutEffect(() => {
    if (open) field.current?.focus({ preventScroll: true });
  }, [open]);
  return (
    // Closed, it is laid out but not seen (visibility, not `hidden`): showing a panel whose styles
    // and layout were computed at the idle moment it was drawn costs the tap a fifth of what
    // computing them on the tap did (decision 281).
    <div id="site-search" ref={root} className={classes.panel} data-closed={open ? undefined : true}>
      <Container size="xl">
        <SearchForm field={field} onType={type} onSubmit={submit} onClose={close} />
        {shownQuery && results ? (
          <SearchSuggestions query={shownQuery} results={results} server={server} onPick={picked} />
        ) : null}
      </Container>
    </div>
  );
}

/** The field and the close button: the same on every render of the panel. */
const SearchForm = memo(function SearchForm({
  field,
  onType,
  onSubmit,
  onClose,
}: {
  field: RefObject<HTMLInputElement | null>;
  onType: (typed: string) => void;
  onSubmit: (event: FormEvent) => void;
  onClose: (restoreFocus: boolean) => void;
}) {
  return (
    <search>
      <form className={classes.form} onSubmit={onSubmit}>
        <TextInput
          className={classes.field}
          classNames={{ wrapper: classes.fieldBox, input: classes.fieldInput }}
          type="search"
          enterKeyHint="search"
          aria-label={SEARCH_FIELD.label}
          placeholder="Bowls, baskets, colours or a code"
          leftSection={<SearchIcon size={18} />}
          ref={field}
          defaultValue=""
          onChange={(event) => onType(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose(true);
          }}
        />
        <CloseButton size="lg" aria-label="Close search" onClick={() => onClose(true)} />
      </form>
    </search>
  );
});
