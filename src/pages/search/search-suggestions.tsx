import { Text } from '@mantine/core';
import { memo } from 'react';
import { ScreenLink } from '../../../contract/first-screen-link';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { formatRupees } from '../../../contract/money';
import { paths } from '../../../contract/paths';
import type { ServerSearchState } from '../../domains/search/use-product-search';
import { cardImages } from '../../lib/product-images';
import { sameProduct } from '../../lib/same-product';
import { ProductPicture } from '../../ui/product-picture';
import classes from './top-bar-search.module.css';

/**
 * The first matches under the top bar's field, and the way to all of them. Memoized: a
 * keystroke redraws the field, and these only once the deferred search answers. The links open
 * their page through the layout's navigate, which reads the page ahead (docs/decisions/335) and
 * does not draw them again at each change of address.
 */
export const SearchSuggestions = memo(function SearchSuggestions({
  query,
  results,
  server,
  onPick,
}: {
  query: string;
  results: MirroredProduct[];
  server: ServerSearchState;
  onPick: () => void;
}) {
  const all = (
    <ScreenLink className={classes.all} href={paths.search.to(query)} onClick={onPick}>
      See all results for “{query}”
    </ScreenLink>
  );
  if (results.length === 0) {
    return (
      <div className={classes.suggestions}>
        <Text size="sm" c="dimmed" role="status" py="xs">
          {server === 'loading' ? 'Searching…' : `No products match “${query}” yet.`}
        </Text>
        {server === 'loading' ? null : all}
      </div>
    );
  }
  return (
    <div className={classes.suggestions}>
      <Text size="xs" c="dimmed" role="status" aria-live="polite" className={classes.count}>
        {results.length === 1 ? '1 suggestion' : `${results.length} suggestions`}
      </Text>
      <ul className={classes.list} aria-label="Suggestions">
        {results.map((product) => (
          <Suggestion key={product._id} product={product} onPick={onPick} />
        ))}
      </ul>
      {all}
    </div>
  );
});

/**
 * One match: its picture, title, price and article code, leading to its page. Kept as drawn
 * while the next keystroke's matches still hold the same product (docs/decisions/333).
 */
const Suggestion = memo(
  function Suggestion({ product, onPick }: { product: MirroredProduct; onPick: () => void }) {
    const picture = cardImages(product).main;
    return (
      <li>
        <ScreenLink className={classes.hit} href={paths.product.to(product.slug || product._id)} onClick={onPick}>
          {/* In the smallest width that fills it, and the designed placeholder where the
              picture cannot be loaded (offline, never fetched), not a broken image. */}
          {picture ? <ProductPicture src={picture} label={product.title} width={40} height={52} /> : null}
          <span className={classes.hitText}>
            <span className={classes.hitTitle}>{product.title}</span>
            <span className={classes.hitMeta}>
              {product.price || formatRupees(product.numericPrice)} · {product.articleCode}
            </span>
          </span>
        </ScreenLink>
      </li>
    );
  },
  (before, after) => before.onPick === after.onPick && sameProduct(before.product, after.product),
);
