/**
 * The Mantine stylesheets a lazy page loads beside its code (lazy-pages.tsx, admin-route.tsx). The
 * catalogue's pages (the listing, a product page, the search, the favourites) load only the sort
 * menu's and the chips' (docs/decisions/370); every other page those, then the rest, so they
 * stand in the document in Mantine's order.
 */
export const catalogueStyles = () => import('./mantine-catalogue-styles');
export const pageStyles = () => Promise.all([catalogueStyles(), import('./mantine-page-styles')]);
