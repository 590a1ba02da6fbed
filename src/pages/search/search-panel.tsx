import { CloseButton, Container, TextInput } from '@mantine/core';
import { type FormEvent, useCallback, useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../contract/paths';
import { useProductSearch } from '../../domains/search/use-product-search';
import { SearchIcon } from '../../ui/icons';
import { SearchSuggestions } from './search-suggestions';
import classes from './top-bar-search.module.css';

const SUGGESTIONS = 6;

/** The field under the top bar and its suggestions (top-bar-search.tsx opens it). */
export function SearchPanel({ onClose }: { onClose: (restoreFocus: boolean) => void }) {
  const [text, setText] = useState('');
  // A keystroke draws the field at once; the search and its suggestions follow as a deferred
  // render that the next keystroke may interrupt (docs/decisions/199).
  const searched = useDeferredValue(text);
  const navigate = useNavigate();
  const { results, server } = useProductSearch(searched, { limit: SUGGESTIONS });
  const query = text.trim();
  const shownQuery = searched.trim();
  const picked = useCallback(() => onClose(false), [onClose]);

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
        {shownQuery && results ? (
          <SearchSuggestions query={shownQuery} results={results} server={server} onPick={picked} />
        ) : null}
      </Container>
    </div>
  );
}
