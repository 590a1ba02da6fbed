import type { ReactNode } from 'react';
import { type IconProps, lineIcon } from '../../contract/first-screen-icons';
import disclosure from './disclosure.module.css';

/**
 * A few line icons drawn inline (no icon font to download). Decorative: hidden from readers. The
 * frame and the top bar's icons are in the first screen's component set (contract/first-screen-icons.tsx).
 */
export { heartIcon, lineIcon, SearchIcon } from '../../contract/first-screen-icons';

export function LeafIcon(props: IconProps) {
  return lineIcon(
    props,
    <>
      <path d="M5 19c0-8 6-14 15-14 0 9-6 15-14 15" />
      <path d="M5 19 14 10" />
    </>,
  );
}

export function ShareIcon(props: IconProps) {
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
 * description), pointing down, turned over while its `<details>` is open (disclosure.module.css).
 */
export function chevronDownIcon(): ReactNode {
  return lineIcon({ size: 16, className: disclosure.chevron }, <path d="M5.25 9 12 15.75 18.75 9" />);
}

export function CloseIcon(props: IconProps) {
  return lineIcon(props, <path d="M6 6l12 12M18 6 6 18" />);
}

/** The shopping bag. */
