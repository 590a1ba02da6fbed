import { useOnline } from '../lib/use-online';
import { lineIcon } from './icons';
import classes from './picture-placeholder.module.css';

function PictureIcon({ size }: { size: number }) {
  return lineIcon(
    { size, strokeWidth: 1.6 },
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m4 18 5-5 3 3 3-3 5 5" />
    </>,
  );
}

/**
 * What shows where a product picture could not be loaded: a designed tile, never the browser's
 * broken-image icon. Offline it says the picture is not saved on this device yet (it is, once
 * the product has been seen online); `compact` tiles (thumbnails) show the icon alone.
 */
export function PicturePlaceholder({ label, compact = false }: { label: string; compact?: boolean }) {
  const online = useOnline();
  const reason = online ? 'Picture unavailable' : 'Picture not saved on this device yet';
  return (
    <div
      className={classes.placeholder}
      role="img"
      aria-label={`${label}: ${reason}`}
      data-testid="picture-placeholder"
    >
      <PictureIcon size={compact ? 20 : 36} />
      {compact ? null : <span className={classes.label}>{reason}</span>}
    </div>
  );
}
