import type { MouseEvent } from 'react';
import type { ScreenLinkProps } from '../../../contract/first-screen-link';
import { useAppNavigateIfAny } from '../../lib/app-navigate';

/** A press the app takes, as the router's Link decides: the main button, no modifier, this tab. */
function opensHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * The first screen's components (docs/decisions/200) link through the router inside the app: the
 * same `<a href>` as the written copy, opened without reloading the shop. A link to the page
 * already shown replaces it in the history, as the router's Link does.
 */
export function RouterLink({ href, onClick, ...props }: ScreenLinkProps) {
  const open = useAppNavigateIfAny();
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !open || !href.startsWith('/') || href.startsWith('//')) return;
    if (!opensHere(event, props.target)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    open(href, { replace: `${pathname}${search}${hash}` === href });
  };
  return <a {...props} href={href} onClick={press} />;
}
