import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react';

/**
 * How the first screen's components (docs/decisions/200) draw a link, and for whom. The server and
 * the service worker render them to HTML with plain links (a tap loads the page, as on any site
 * before its scripts run); the app draws the same links and opens a shop page pressed on them
 * itself (the shop layout's AppNavigateProvider, src/lib/app-navigate.tsx, gives the way), so a tap
 * does not reload the shop.
 */
export type ScreenLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };

/** Opens a page of the shop in the app, without reloading it (the shop layout's stable navigate). */
export type OpenPage = (href: string) => void;

export type ScreenSetting = {
  /** How the app opens a pressed link's page; null where a link loads its page (the written HTML). */
  open: OpenPage | null;
  /**
   * True in the HTML written before the scripts run: that copy leaves out the app's test ids
   * (`product-card`, `price`), so a test or a bench waiting for the app's card never takes the
   * written one for it.
   */
  written: boolean;
};

export const ScreenContext = createContext<ScreenSetting>({ open: null, written: false });

/** A press the app takes, as the router's Link decides: the main button, no modifier, this tab. */
function opensHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link of the shop: the same `<a href>` in the written copy and in the app, one component (it
 * was two in the app, this one and the router's link it drew: 41 + 59 of a listing's first
 * visit's 540 components, docs/decisions/354). In the app a press on a link to a shop page opens it
 * in the app (src/lib/app-navigate.tsx); any other press (a new tab, a modifier, another site) is
 * the browser's.
 */
export function ScreenLink({ href, onClick, ...props }: ScreenLinkProps) {
  const { open } = useContext(ScreenContext);
  const press = open
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !href.startsWith('/') || href.startsWith('//')) return;
        if (!opensHere(event, props.target)) return;
        event.preventDefault();
        open(href);
      }
    : onClick;
  // The address last, where the router's link wrote it, so the written copy and the app's match.
  return <a {...props} onClick={press} href={href} />;
}

/** The shop's buttons in the first screen's set (`fs-btn`): one size, four looks; links or buttons alike. */
export type ButtonLook = 'white' | 'outline-light' | 'outline' | 'filled' | 'default';
export const buttonClass = (look: ButtonLook, extra?: string) => `fs-btn fs-btn-${look}${extra ? ` ${extra}` : ''}`;

/** Test ids for the app's copy only (see `written`): the id, or undefined in the written HTML. */
export function useAppTestIds(): (id: string) => string | undefined {
  const { written } = useContext(ScreenContext);
  return (id) => (written ? undefined : id);
}
