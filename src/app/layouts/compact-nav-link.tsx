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
