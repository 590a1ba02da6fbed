import { CloseButton, Container, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../contract/paths';
import { useProductSearch } from '../../data/use-product-search';
import { SearchIcon } from '../../ui/icons';
import { SearchSuggestions } from './search-suggestions';
import classes from './top-bar-search.module.css';

const SUGGESTIONS = 6;

/** The field under the top bar and its suggestions (top-bar-search.tsx opens it). */
export function SearchPanel({ onClose }: { onClose: (restoreFocus: boolean) => void }) {
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
