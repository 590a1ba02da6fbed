/**
 * The marks by which a written first screen (the HTML the server or the service worker writes,
 * docs/decisions/200) answers its own taps before the app takes over (decision 367). Without
 * React: the script written inline into the shell (src/app/written-answers.ts) reads them.
 */

/** On the inline script that answers them (scripts/written-answers-inline.ts): the server hashes it for the CSP. */
export const WRITTEN_ANSWERS_SCRIPT_ATTRIBUTE = 'data-written-answers-script';

/** On the written copy's hearts, with the product's id (the app's copy leaves it out). */
export const WRITTEN_HEART_ATTRIBUTE = 'data-written-heart';

/** Set on the written page's <main> once the inline script answers its hearts. */
export const WRITTEN_ANSWERS_ATTRIBUTE = 'data-written-answers';

/**
 * On a written page's <main> where it draws every control of the app's first screen and each
 * answers a tap before the app: links load their page, the searched page's form asks for its
 * page, the hearts are answered by the inline script. The Slow 3G bench counts such a page usable
 * once the hearts are answered (tests/bench/first-paint-slow3g.ts).
 */
export const WRITTEN_WHOLE_ATTRIBUTE = 'data-written-whole';

/** The words a heart says for what a tap will do (its state is aria-pressed). */
export const heartLabel = (favourite: boolean) => (favourite ? 'Remove from favourites' : 'Add to favourites');

/** The class of the heart's face, which gives its colour (contract/first-screen-styles.ts). */
export const heartFaceClass = (favourite: boolean) => (favourite ? 'fs-heart-on' : 'fs-heart-off');

/** On the written product page's 'add to bag', with the product's id (and its title and bag line). */
export const WRITTEN_ADD_ATTRIBUTE = 'data-written-add';

/** On the written quantity and 'add to bag' the inline script hides once a signed-in shopper adds. */
export const WRITTEN_PURCHASE_ATTRIBUTE = 'data-written-purchase';

/** On the written 'in your bag' panel, hidden until the inline script shows it for an add. */
export const WRITTEN_IN_BAG_ATTRIBUTE = 'data-written-in-bag';

/** On that panel's quantity: a change there is kept with the add. */
export const WRITTEN_BAG_QUANTITY_ATTRIBUTE = 'data-written-bag-quantity';

/** On the written share button, with the product page's address. */
export const WRITTEN_SHARE_ATTRIBUTE = 'data-written-share';

/** On the written gallery's thumbnails, each with the main picture's attributes for its picture. */
export const WRITTEN_THUMB_ATTRIBUTE = 'data-written-thumb';
