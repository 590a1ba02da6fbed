import type { ReactNode } from 'react';
import { type IconProps, lineIcon } from './first-screen-icons';

/**
 * Icons only pages the shell loads later draw (the product page, the footer), in a module of their
 * own: in first-screen-icons.tsx, which the top bar imports, the storefront's entry carried them
 * (docs/decisions/369).
 */

/** Share: three joined dots (the product page's share button). */
export function shareIcon(props: IconProps): ReactNode {
  return lineIcon(
    props,
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </>,
  );
}

/**
 * The chevron at the end of a disclosure's `<summary>` (the footer's sections, a product's
 * description), pointing down, turned over while its `<details>` is open (`fs-chevron`).
 */
export function disclosureChevron(): ReactNode {
  return lineIcon({ size: 16, className: 'fs-chevron' }, <path d="M5.25 9 12 15.75 18.75 9" />);
}
