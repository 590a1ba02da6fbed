import { type IconProps, lineIcon } from '../../contract/first-screen-icons';

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

export function CloseIcon(props: IconProps) {
  return lineIcon(props, <path d="M6 6l12 12M18 6 6 18" />);
}

/** The shopping bag. */
