import type { ReactNode } from 'react';

/**
 * The line icons the first screen draws (the top bar's search, heart and bag), and the frame of
 * every line icon, in the one component set that the server, the service worker and the app all
 * render (docs/decisions/200). Decorative: hidden from readers. src/ui/icons.tsx holds the rest.
 */
export type IconProps = { size?: number };

/**
 * The frame of every line icon, a 24-unit box drawn in the text colour, around `drawing`. A
 * function each icon calls, not a component of its own: each icon on a page is then one component,
 * not two (36 frames of a listing's first visit, docs/decisions/354).
 */
export function lineIcon(
  { size = 24, strokeWidth = 1.8, className }: IconProps & { strokeWidth?: number; className?: string },
  drawing: ReactNode,
): ReactNode {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawing}
    </svg>
  );
}

/**
 * The heart, filled for a favourite: the top bar's and the one on every card's button, drawn
 * without a component of its own (docs/decisions/354).
 */
export function heartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }): ReactNode {
  return lineIcon(
    props,
    <path
      d="M12 20s-7-4.4-9-9c-1.3-3 .7-6.5 4-6.5 2 0 3.3 1 5 3 1.7-2 3-3 5-3 3.3 0 5.3 3.5 4 6.5-2 4.6-9 9-9 9z"
      fill={filled ? 'currentColor' : 'none'}
    />,
  );
}

export function SearchIcon(props: IconProps) {
  return lineIcon(
    props,
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>,
  );
}

export function BagIcon({ size = 20 }: IconProps) {
  return lineIcon(
    { size },
    <>
      <path d="M5 8h14l-1 12H6z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </>,
  );
}

export function TruckIcon(props: IconProps) {
  return lineIcon(
    props,
    <>
      <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>,
  );
}

export function GiftIcon(props: IconProps) {
  return lineIcon(
    props,
    <path d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3-2-5 1" />,
  );
}

export function ReturnIcon(props: IconProps) {
  return lineIcon(
    props,
    <>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
    </>,
  );
}

/**
 * The shop's mark beside its name in the top bar, drawn inline like /icons/favicon.svg: a picture
 * file would cost the first screen a round trip (2 s on Slow 3G) before the logo appeared.
 */
export function ShopMark({ size = 32 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#6e4a24" />
      <path d="M14 34h36c0 12-8 18-18 18s-18-6-18-18z" fill="#d9b67c" />
      <ellipse cx="32" cy="34" rx="18" ry="4" fill="#fbf6ec" />
      <text x="32" y="28" fontFamily="Georgia, serif" fontSize="24" fontWeight="700" textAnchor="middle" fill="#fbf6ec">
        J
      </text>
    </svg>
  );
}
