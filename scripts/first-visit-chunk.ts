/**
 * One chunk for what the pages of a first visit draw beyond the shell (docs/decisions/275): a
 * listing, a product and the bag, whose links shoppers share and open cold. Over HTTP/1.1 (`npm
 * start`) a browser fetches six files at a time and each further round costs Slow 3G's 2 s; the
 * product page's Mantine parts, merged by size (decision 267), came in 17 files and 97 KB, much
 * of it code of other pages (the sign-up form's password field, the checkout's stepper, the back
 * office's tables). In one chunk they are a single file of about 45 KB that each of the three
 * pages loads whole.
 *
 * The group takes the pages' parts and the catalogue's and bag's domain code; Rolldown adds every
 * module these import that the shell does not carry (Mantine's components, floating-ui). The
 * pages' own entry files stay chunks of their own, so the build's manifest still names them for
 * the server's preloads (server/modules/web/page-preloads.ts); of the shared parts in src/ui only
 * those the entry files import directly are named here. Parts a page loads later with import()
 * (the carousel, the sort menu's dropdown: docs/decisions/290) are left out.
 */
const PARTS = [
  /src[\\/]pages[\\/](catalogue|product|cart)[\\/]/,
  /src[\\/]domains[\\/](catalogue|bag)[\\/]/,
  /src[\\/]ui[\\/](breadcrumb-link|order-summary|price|slow-answer-notice)\.tsx$/,
];
const LEFT_OUT = /(-page|legacy-category-redirect|embla-product-carousel|sort-menu-dropdown)\.tsx?$/;
const SCRIPT = /\.tsx?$/;
/**
 * Mantine's components that the written pages' entry files draw, which the group would otherwise
 * not take: the product page's breadcrumbs, which Rolldown merged by size with the back office's
 * tooltip, so that the product page's first visit fetched floating-ui (decision 290).
 */
const LIBRARY_PARTS = [
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Breadcrumbs[\\/].*\.mjs$/,
  // The searched page's field (docs/decisions/293): merged by size with the sign-up form's checkbox
  // and @mantine/form, whose parts brought floating-ui onto that page's first visit.
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]TextInput[\\/].*\.mjs$/,
];

export function isFirstVisitPart(id: string): boolean {
  const file = id.split('?')[0] ?? '';
  if (LIBRARY_PARTS.some((part) => part.test(file))) return true;
  return SCRIPT.test(file) && !LEFT_OUT.test(file) && PARTS.some((part) => part.test(file));
}
