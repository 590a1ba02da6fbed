/** Business constants and limits (spec 000 section 9, spec 001 section 9). */
export const SHOP_NAME = 'Jutexx';
/** The shop in one sentence: the web app manifest's description and any page's meta description by default. */
export const SHOP_DESCRIPTION = 'Handmade jute and cotton bowls, baskets and bags from India.';
export const TOKEN_KEY = 'accessToken';
export const ADMIN_TOKEN_KEY = 'AdminAccessToken';

export const MIN_PASSWORD_LENGTH = 6;
export const SIGNUP_PHONE_DIGITS = { min: 10, max: 15 } as const;
export const DELIVERY_PHONE_DIGITS = 10;

export const MAX_QUANTITY_PER_LINE = 5;
export const DEFAULT_INVENTORY = 10;
export const LOW_STOCK_BELOW = 10;

export const LISTING_PAGE_SIZE = 25;
export const LISTING_SKELETON_CARDS = 12;
export const HOME_CAROUSEL_MAX_ITEMS = 30;
export const LADIES_FETCH_LIMIT = 30;

export const RETURN_WINDOW_DAYS = 7;
/** An order's number, for shoppers and staff alike (docs/decisions/203). */
export const ORDER_NUMBER_CHARS = 8;
/** A return's number in the back office (spec 001 section 9). */
export const RETURN_NUMBER_CHARS = 6;
export const ADMIN_PAGE_SIZE = 10;

export const TOAST_MS = 4000;
export const LOGIN_PROMPT_TOAST_MS = 3000;
export const LOGIN_REDIRECT_MS = 1000;
export const RESET_REDIRECT_SECONDS = 3;
export const ADD_TO_CART_TIMEOUT_MS = 10_000;
/**
 * Header the outbox sends with every replayable bag change. Here, not in cart.ts, so the
 * storefront's sync engine (in its entry) does not load zod with cart.ts's schemas.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Catalogue cache policy (spec 001 "Shared data-cache defaults"). */
export const CACHE_FRESH_MS = 5 * 60_000;
export const CACHE_KEEP_MS = 30 * 60_000;
export const FETCH_RETRIES = 1;

export const MOBILE_BREAKPOINT_PX = 768;
export const DEFAULT_COUNTRY = 'India';

/** Bullet points in a product description are joined with this delimiter. */
export const DESCRIPTION_DELIMITER = '~';

/**
 * The one delivery window the shop promises, in days after the order (docs/decisions/230): every
 * page, the confirmation mail and the success page's expected dates say it. Returns have one
 * window too, RETURN_WINDOW_DAYS above, the one the server enforces (contract/order-lifecycle/return-deadline.ts).
 */
export const DELIVERY_DAYS = { min: 2, max: 7 } as const;
const deliveryWindow = `${DELIVERY_DAYS.min}-${DELIVERY_DAYS.max} days` as const;
const deliveryPromise = `Delivery in ${deliveryWindow}` as const;
const returnsPromise = `Free returns within ${RETURN_WINDOW_DAYS} days of delivery` as const;

/**
 * The favourites page's empty state (spec 000, "Favourites": 'SAVE YOUR FAVOURITE ITEMS' and a
 * 'Browse now' link to /), with a line saying how a list is made: the page draws it, and the
 * server writes it as /favourites' first screen for a visitor, who keeps none (docs/decisions/351).
 */
export const EMPTY_FAVOURITES = {
  title: 'SAVE YOUR FAVOURITE ITEMS',
  text: 'Tap the heart on a product to keep it here for later.',
  action: 'Browse now',
} as const;

/**
 * The empty bag's words (spec 000 section 2, "Cart"): the cart page draws them, and the server
 * writes them as /cart's first screen for a visitor with no session (docs/decisions/176).
 */
export const EMPTY_BAG = {
  title: 'Your cart is empty',
  text: 'Browse our products and add items to your cart to proceed with checkout.',
  action: 'Shop Now',
} as const;

/**
 * Delivery and return promises as each screen words them: the spec gives each screen other
 * numbers; here they all say the one delivery window and the one return window (docs/decisions/230).
 * The home strip keeps the spec's phrasing.
 */
export const PROMISES = {
  home: {
    delivery: `Estimated delivery time: ${deliveryWindow}`,
    shipping: 'Free shipping on all orders.',
    returns: `${RETURN_WINDOW_DAYS} Days Returns Available`,
  },
  cart: { delivery: deliveryPromise },
  checkout: { delivery: deliveryPromise, returns: returnsPromise },
  product: { delivery: deliveryPromise, returns: returnsPromise },
  faq: {
    shipsAbroad: `Not yet: we deliver within ${DEFAULT_COUNTRY} only, and delivery is free on every order.`,
    deliveryTime: `Orders arrive in ${deliveryWindow}; you get delivery updates by SMS or messaging app on your registered phone number.`,
    returns: `You can return an item within ${RETURN_WINDOW_DAYS} days of delivery for a refund; the return pickup is free.`,
  },
} as const;
