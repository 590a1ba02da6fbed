import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './compact-nav-link.module.css';
import topBar from './top-bar.module.css';

/**
 * A top-bar link that reads its full text on wider screens and shows an icon (with an optional
 * short text, e.g. the bag count) on narrow phones. Its accessible name is always the full text
 * ('Shopping bag (2)'), whatever is drawn.
 */
export function CompactNavLink({
  to,
  label,
  icon,
  short,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  short?: string;
}) {
  return (
    <Link className={`${topBar.navLink} ${classes.link}`} to={to} aria-label={label}>
      <span className={classes.short} aria-hidden="true">
        {icon}
        {short ? <span>{short}</span> : null}
      </span>
      <span className={classes.full}>{label}</span>
    </Link>
  );
}

/** The shopping bag, drawn like the shop's other line icons. */
export function BagIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 8h14l-1 12H6z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </svg>
  );
}
