import { Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { memo, type RefObject, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { SEARCH_META } from '../../../contract/page-meta';
import { paths } from '../../../contract/paths';
import { asksTheShop, normalizeText, SEARCH_FIELD } from '../../../contract/search-text';
import { HeartedProductCard } from '../../domains/favourites/hearted-product-card';
import { type ServerSearchState, useProductSearch } from '../../domains/search/use-product-search';
import { useAppNavigate } from '../../lib/app-navigate';
import { FirstScreenFirst } from '../../ui/below-the-fold';
import { beforeWrittenScreenLeaves, useFirstScreenReady } from '../../ui/first-screen';
import { SearchIcon } from '../../ui/icons';
import { PageMeta } from '../../ui/page-meta';
import { CategorySuggestions } from './category-suggestions';
import { SearchStatus } from './search-status';

/** Results per page view; a search this broad is better narrowed than scrolled. */
const MAX_RESULTS = 60;

function resultCard(product: MirroredProduct) {
  return <HeartedProductCard key={product._id} product={product} />;
}

/**
 * /search?q=…: the results of a search, at an address that can be shared or bookmarked
 * (docs/decisions/159-search.md). Editing the field updates the address in place.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  // The field follows each keystroke at once; the results (up to 60 cards) as a deferred render
  // that the next keystroke may interrupt (docs/decisions/199).
  const searched = useDeferredValue(query);
  const { results, server } = useProductSearch(searched, { limit: MAX_RESULTS, indexWhenQuiet: true });
  const trimmed = searched.trim();
  // What the shopper typed into the written page's field before the app came is theirs: the app's
  // field takes it over, with the caret if it had it (docs/decisions/293). Read as the written
  // page leaves (before the release below), put into the address by an effect after that commit:
  // the router does not take a navigation from inside its first layout effects.
  const field = useRef<HTMLInputElement>(null);
  const [carried, setCarried] = useState<{ value: string; focused: boolean } | null>(null);
  useLayoutEffect(
    () =>
      beforeWrittenScreenLeaves(() => {
        const written = document.querySelector<HTMLInputElement>('#root > main:not(#main) input[name="q"]');
        if (!written) return;
        const value = written.value;
        const focused = document.activeElement === written;
        // Only what the shopper did: an update set here renders this page and its cards again at
        // once, in the task that shows it (decision 294), so an untouched field sets none.
        const addressed = new URLSearchParams(window.location.search).get('q') ?? '';
        if (focused || value !== addressed) setCarried({ value, focused });
      }),
    [],
  );
  // Applied once; not cleared by a state update, which would render the page and its cards again.
  const applied = useRef<typeof carried>(null);
  useEffect(() => {
    if (!carried || applied.current === carried) return;
    applied.current = carried;
    if (carried.value !== params.get('q')) setParams(carried.value ? { q: carried.value } : {}, { replace: true });
    if (carried.focused) field.current?.focus();
  }, [carried, params, setParams]);
  // The server wrote this page's frame, the top bar and the title (docs/decisions/291), and for a
  // query the shop is asked for, the shop's first matches (293): then the app's page takes over
  // once it draws results too; else at its first render.
  const written = asksTheShop(normalizeText(trimmed));
  useFirstScreenReady(!written || results !== undefined);

  return (
    <Container size="xl" py="lg">
      <PageMeta title={trimmed ? `${SEARCH_META.title}: ${trimmed}` : SEARCH_META.title} />
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {SEARCH_META.title}
        </Title>
        <SearchField value={query} fieldRef={field} />
        <SearchResults trimmed={trimmed} results={results} server={server} />
      </Stack>
    </Container>
  );
}

/**
 * The search field, drawn again only when its text changes: the page renders again as the
 * deferred query, the device's results and the shop's answer come, two or three times a
 * keystroke, and Mantine's field is eight components (docs/decisions/332). Opens the edited
 * query's address in place, untrimmed, so the field keeps what is typed.
 */
const SearchField = memo(function SearchField({
  value,
  fieldRef,
}: {
  value: string;
  fieldRef: RefObject<HTMLInputElement | null>;
}) {
  const navigate = useAppNavigate();
  return (
    <search>
      <form onSubmit={(event) => event.preventDefault()}>
        <TextInput
          type="search"
          aria-label={SEARCH_FIELD.label}
          placeholder={SEARCH_FIELD.placeholder}
          leftSection={<SearchIcon size={18} />}
          value={value}
          onChange={(event) => navigate(paths.search.typed(event.currentTarget.value), { replace: true })}
          maw={560}
          ref={fieldRef}
        />
      </form>
    </search>
  );
});

/**
 * What the query found, drawn again only when the results or the shop's part change, not at the
 * keystroke's own render, which shows the typed text in the field first (docs/decisions/199, 332).
 */
const SearchResults = memo(function SearchResults({
  trimmed,
  results,
  server,
}: {
  trimmed: string;
  results: MirroredProduct[] | undefined;
  server: ServerSearchState;
}) {
  return !trimmed ? (
    <>
      <Text c="dimmed">Type a product name, a colour or an article code.</Text>
      <CategorySuggestions title="Or browse a category:" />
    </>
  ) : results === undefined ? null : (
    <>
      <SearchStatus count={results.length} query={trimmed} server={server} />
      {results.length === 0 ? (
        server === 'loading' ? null : (
          <CategorySuggestions title="No products match. Try one of these:" />
        )
      ) : (
        // The first screen's grid (contract/first-screen-styles.ts), as the written results and a
        // listing draw it: its later cards' guessed height follows its width (decision 325).
        <div className="fs-grid">
          <FirstScreenFirst items={results} render={resultCard} />
        </div>
      )}
    </>
  );
});
