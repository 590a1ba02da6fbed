import type { SessionUser } from '../../contract/auth';
import type { MirroredProduct } from '../../contract/mirrored-product';
import type { CartLine, LineSnapshot, Order, UserProfile } from '../../contract/order';
import type { ShopInfo } from '../../contract/shop-info';

/**
 * The rows of the storefront's one IndexedDB database (src/data/shop-database.ts declares its
 * tables): types only, so the service worker's outbox sender (src/sync/shared/) reads and writes
 * the same shapes without Dexie.
 */

/**
 * A mirrored list: which products an API list returned, in order, and when. Beside the ids, in
 * the same order, the only fields a listing filters and sorts by, so a listing reads this one
 * slim row and then only the products it shows (docs/decisions/174-listing-reads-what-it-shows.md).
 */
export type CollectionRow = {
  /** 'category:ladies', 'new-arrival', 'item:{key}' (see collection-keys.ts). */
  key: string;
  productIds: string[];
  /** productIds[i]'s numericPrice (the price sorts). */
  prices: number[];
  /** productIds[i]'s category (the type filter). */
  categories: MirroredProduct['category'][];
  /** When the server last answered (ms since epoch); freshness is measured from here. */
  fetchedAt: number;
  /** When a screen last asked for this collection; the oldest searches are pruned first (use-product-search.ts). */
  lastUsedAt: number;
};

/** The signed-in shopper's summary; one row with id 'current', absent when signed out. */
export type SessionRow = { id: 'current'; user: SessionUser; checkedAt: number };

/** A bag line: the server's CartLine, or a local one not yet confirmed (`pending`). */
export type CartRow = CartLine & { userId: string; pending: boolean };

/** The bag's server total and when it was read; one row with id 'current'. */
export type CartMetaRow = { id: 'current'; userId: string; value: number; fetchedAt: number };

export type OrderRow = Order & { userId: string; fetchedAt: number };

export type ProfileRow = UserProfile & { id: 'current'; fetchedAt: number };

/** GET shop/info's answer (docs/decisions/153); one row with id 'current'. */
export type ShopInfoRow = ShopInfo & { id: 'current'; fetchedAt: number };

export type BagOp = 'add' | 'remove' | 'quantity';
/** Favourites go through the same outbox as the bag (docs/decisions/158-favourites.md). */
export type FavouriteOp = 'favourite-add' | 'favourite-remove';

/**
 * A favourite of the signed-in shopper: the server's, or a local one not yet confirmed
 * (`pending`). The product itself is in `products` (the favourites answer carries it).
 */
export type FavouriteRow = { userId: string; productId: string; addedAt: string; pending: boolean };

/** What an 'add' needs to show the line before the server answers. */
export type { LineSnapshot };

/**
 * One bag change waiting for the server, written in the same transaction as the local change
 * (STYLE.md 5). `key` is the Idempotency-Key: a replay of the same entry never applies twice.
 */
export type OutboxRow = {
  seq?: number;
  key: string;
  userId: string;
  op: BagOp | FavouriteOp;
  productId: string;
  /** The bag quantity; 0 for a favourite. */
  quantity: number;
  /** The product's title, for messages about this change. */
  title: string;
  line?: LineSnapshot;
  createdAt: number;
  attempts: number;
  lastError: string | null;
  /**
   * Set by the service worker when the shop refused this change while no page was open: the entry
   * stays, unsent again, until a page drops it and tells the shopper why (docs/decisions/215).
   */
  refusal?: { status: number; reason: string };
};
