/**
 * Mantine's stylesheets for the components the catalogue's pages use (the listing, a product page,
 * the search, the favourites): the sort menu's (Popover, Menu) and the loading product page's
 * chips (Chip), in the order of @mantine/core/styles.css. Loaded with those pages instead of the
 * whole of mantine-page-styles.ts: a catalogue page's first visit downloads 4.9 KB gzip less CSS
 * and the browser matches 36 KB fewer rules (the sheets' own parsing was 4–5 ms either way, and
 * Lighthouse showed no difference in blocking time: docs/decisions/370). Every other lazy page
 * loads these and mantine-page-styles.ts, in that order (lazy-pages.tsx). A component a catalogue
 * page newly uses needs its stylesheet here (and those of the components it is built on).
 */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Menu.css';
