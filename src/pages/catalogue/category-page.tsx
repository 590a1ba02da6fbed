import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isCustomType, isStoreCategoryId, listingParamsOf } from '../../../contract/catalogue';
import { CATEGORY_NAMES, typeFilterName } from '../../../contract/category-names';
import { LISTING_PAGE_SIZE, LISTING_SKELETON_CARDS } from '../../../contract/constants';
import { ListingColumnsView } from '../../../contract/first-screen-listing';
import { messages } from '../../../contract/messages';
import { categoryMeta } from '../../../contract/page-meta';
import { type UseCategoryListingResult, useCategoryListing } from '../../domains/catalogue/catalogue-collections';
import { nextShownCount } from '../../domains/catalogue/listing';
import { useFirstScreenReady } from '../../ui/first-screen';
import { PageMeta } from '../../ui/page-meta';
import { ProductCardSkeleton } from '../../ui/product-card-skeleton';
import { SlowAnswerNotice } from '../../ui/slow-answer-notice';
import { HomeButton, StatusView } from '../../ui/status-view';
import { CategoryBanner } from './category-banner';
import { ProductGrid } from './product-grid';
import { SortMenu } from './sort-menu';
import { StaleListNotice } from './stale-list-notice';
import { TypeFilterList } from './type-filter-list';

const SKELETON_KEYS = Array.from({ length: LISTING_SKELETON_CARDS }, (_, index) => `skeleton-${index}`);

/** The listing's part of its history entry's state: how many cards were shown. */
type ListingState = { shown: number };
const listingState = (shown: number): ListingState => ({ shown });

function shownIn(state: unknown): number | null {
  const shown = (state as Partial<ListingState> | null)?.shown;
  return typeof shown === 'number' && Number.isInteger(shown) && shown > LISTING_PAGE_SIZE ? shown : null;
}

/** /store/{id}: banner, sort (kept in ?sort=), type filter (?type=), paged grid. */
export function CategoryPage() {
  const { id = '' } = useParams();
  // A new category is a new page: no flash of the previous list, paging starts again.
  return <CategoryView key={id} id={id} />;
}

function CategoryView({ id }: { id: string }) {
  const category = isStoreCategoryId(id) ? id : null;
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { type, sort } = listingParamsOf(search);
  const customType = isCustomType(type);
  // 25 cards at first, 25 more per 'Load more products'; a new type starts again at 25. How many
  // were shown is kept in the history entry, so Back from a product finds the cards the shopper
  // scrolled to (docs/decisions/228).
  const [paging, setPaging] = useState(() => ({ type, shown: shownIn(location.state) ?? LISTING_PAGE_SIZE }));
  // Adjusting state to a changed type during render (React's pattern, no effect): any change
  // of type starts again, also back to one seen before.
  if (paging.type !== type) setPaging({ type, shown: LISTING_PAGE_SIZE });
  const shown = paging.type === type ? paging.shown : LISTING_PAGE_SIZE;
  // Only the cards on screen are read from Dexie, never the whole department (docs/decisions/174).
  const collection = useCategoryListing(category, { type, sort, shown });
  useFirstScreenReady(collection.state !== 'loading');

  const update = (name: 'type' | 'sort', value: string | null) => {
    const next = new URLSearchParams(search);
    if (!value || value === 'any') next.delete(name);
    else next.set(name, value);
    // Replacing the address on the same page keeps the scroll position (layouts/scroll-restoration.tsx).
    setSearch(next, { replace: true, state: name === 'sort' ? listingState(shown) : null });
  };
  const showMore = (total: number) => {
    const more = nextShownCount(shown, total);
    setPaging({ type, shown: more });
    navigate(location, { replace: true, state: listingState(more) });
  };

  const title = category ? CATEGORY_NAMES[category] : 'Category';
  // Only the types this department has; none at all: no list (docs/decisions/156).
  const filters = collection.state === 'ready' ? collection.filters : [];
  const showFilters = filters.length > 1;
  return (
    // The banner, the columns and the toolbar's row are the first screen's (contract/
    // first-screen-listing.tsx): the written listing is placed as this one (docs/decisions/304).
    <div className="fs-container fs-page">
      <PageMeta {...categoryMeta(id)} />
      <div className="fs-listing-stack">
        <CategoryBanner id={category} activeType={type} onType={(value) => update('type', value)} />
        <ListingColumnsView
          filters={
            showFilters ? (
              <TypeFilterList filters={filters} active={type} onType={(value) => update('type', value)} />
            ) : undefined
          }
        >
          <div className="fs-listing-results">
            <div className={customType ? 'fs-listing-toolbar fs-split' : 'fs-listing-toolbar'}>
              {customType ? (
                <Button
                  variant="outline"
                  onClick={() => update('type', null)}
                  aria-label={`Clear filter ${typeFilterName(type)}`}
                >
                  Filter: {typeFilterName(type)} ✕
                </Button>
              ) : null}
              <SortMenu value={sort} onChange={(value) => update('sort', value)} />
            </div>
            {collection.state === 'ready' ? (
              <StaleListNotice phase={collection.phase} fetchedAt={collection.fetchedAt} />
            ) : null}
            <Listing
              collection={collection}
              type={type}
              shown={shown}
              onMore={showMore}
              department={title}
              onViewAll={() => update('type', null)}
            />
          </div>
        </ListingColumnsView>
      </div>
    </div>
  );
}

function Listing({
  collection,
  type,
  shown,
  onMore,
  department,
  onViewAll,
}: {
  collection: UseCategoryListingResult;
  type: string;
  shown: number;
  onMore: (total: number) => void;
  department: string;
  onViewAll: () => void;
}) {
  if (collection.state === 'loading') {
    return (
      <>
        <SlowAnswerNotice waiting onRetry={collection.retry} />
        <SimpleGrid
          cols={{ base: 2, sm: 3, lg: 4 }}
          spacing={{ base: 'sm', sm: 'lg' }}
          aria-busy="true"
          aria-label="Loading products"
        >
          {SKELETON_KEYS.map((key) => (
            <ProductCardSkeleton key={key} />
          ))}
        </SimpleGrid>
      </>
    );
  }
  if (collection.state === 'failed') {
    return (
      <NoProducts
        message={
          <Text span>
            {collection.offline
              ? "You're offline, and this category hasn't been saved on this device yet."
              : messages.networkFailed}
          </Text>
        }
        action={
          <Group>
            <Button onClick={collection.retry}>Try Again</Button>
            <HomeButton />
          </Group>
        }
      />
    );
  }
  if (collection.total === 0 && collection.size > 0) {
    // A type this department does not have (an old link, a filter from another department).
    const label = typeFilterName(type);
    return (
      <NoProducts
        message={`${department} has no ${label} right now.`}
        action={<Button onClick={onViewAll}>View all {department}</Button>}
      />
    );
  }
  if (collection.total === 0) {
    return (
      <NoProducts
        message="We couldn't find any products here. Try another category or filter."
        action={<HomeButton />}
      />
    );
  }
  return (
    <ProductGrid
      products={collection.products}
      shown={shown}
      total={collection.total}
      onMore={() => onMore(collection.total)}
    />
  );
}

/** What a listing shows when it has nothing to list; the message says why. */
function NoProducts({ message, action }: { message: ReactNode; action: ReactNode }) {
  return <StatusView testId="listing-not-found" title="No products found" message={message} action={action} />;
}
