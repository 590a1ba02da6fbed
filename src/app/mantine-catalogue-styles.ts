/**
 * Mantine's stylesheets for the components the catalogue's pages use (the listing, a product page,
 * the search, the favourites): the sort menu's (Popover, Menu) and the loading product page's
 * chips (Chip), in the order of @mantine/core/styles.css. Loaded with those pages instead of the
 * whole of mantine-page-styles.ts: the browser parses a stylesheet on the main thread when it is
 * added, and those 46 KB were one of the longest tasks of a first visit's take-over (188–257 ms at
 * Lighthouse's 6× CPU on the listing and the search, docs/decisions/370). Every other lazy page
 * loads these and mantine-page-styles.ts, in that order (router.tsx). A component a catalogue
 * page newly uses needs its stylesheet here (and those of the components it is built on).
 */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Menu.css';
