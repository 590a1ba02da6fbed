import { ActionIcon, CloseButton, Container, TextInput } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../contract/paths';
import { useProductSearch } from '../../data/use-product-search';
import { SearchIcon } from '../../ui/icons';
import { SearchSuggestions } from './search-suggestions';
import classes from './top-bar-search.module.css';

const SUGGESTIONS = 6;

/**
 * The top bar's search (docs/decisions/159-search.md): a 40 px icon button that opens a field
 * under the bar, so the bar still fits a 320 px phone. Suggestions come as the shopper types,
 * from the device first (offline too) and from the shop when online; Enter opens /search?q=….
 */
export function TopBarSearch() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  };
  const wrapper = useClickOutside<HTMLSpanElement>(() => setOpen(false), null, undefined, open);

  return (
    <span ref={wrapper} className={classes.wrapper}>
      <ActionIcon
        ref={button}
        variant="subtle"
        color="dark"
        size={40}
        radius="xl"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={open ? 'site-search' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon size={22} />
      </ActionIcon>
      {open ? <SearchPanel onClose={close} /> : null}
    </span>
  );
}

function SearchPanel({ onClose }: { onClose: (restoreFocus: boolean) => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const { results, server } = useProductSearch(text, { limit: SUGGESTIONS });
  const query = text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query) return;
    onClose(false);
    navigate(paths.search.to(query));
  };

  return (
    <div id="site-search" className={classes.panel}>
      <Container size="xl">
        <search>
          <form className={classes.form} onSubmit={submit}>
            <TextInput
              className={classes.field}
              type="search"
              enterKeyHint="search"
              autoFocus
              aria-label="Search products"
              placeholder="Bowls, baskets, colours or a code"
              leftSection={<SearchIcon size={18} />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') onClose(true);
              }}
            />
            <CloseButton size="lg" aria-label="Close search" onClick={() => onClose(true)} />
          </form>
        </search>
        {query && results ? (
          <SearchSuggestions query={query} results={results} server={server} onPick={() => onClose(false)} />
        ) : null}
      </Container>
    </div>
  );
}
