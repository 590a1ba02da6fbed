import { type IconProps, Svg } from '../../contract/first-screen-icons';

/**
 * A few line icons drawn inline (no icon font to download). Decorative: hidden from readers. The
 * frame and the top bar's icons are in the first screen's component set (contract/first-screen-icons.tsx).
 */
export { BagIcon, HeartIcon, SearchIcon, Svg } from '../../contract/first-screen-icons';

export function LeafIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 19c0-8 6-14 15-14 0 9-6 15-14 15" />
      <path d="M5 19 14 10" />
    </Svg>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

/** The shopping bag. */
