import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from 'react';

/**
 * How the first screen's components (docs/decisions/200) draw a link, and for whom. The server and
 * the service worker render them to HTML with plain links (a tap loads the page, as on any site
 * before its scripts run); the app draws the same components with its router's link
 * (src/app/layouts/shop-layout.tsx gives it), so a tap opens the page without reloading the shop.
 */
export type ScreenLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };

export type ScreenSetting = {
  Link: (props: ScreenLinkProps) => ReactNode;
  /**
   * True in the HTML written before the scripts run: that copy leaves out the app's test ids
   * (`product-card`, `price`), so a test or a bench waiting for the app's card never takes the
   * written one for it.
   */
  written: boolean;
};

/** The address last, where the router's link writes it, so both give the same markup. */
export function PlainLink({ href, ...props }: ScreenLinkProps) {
  return <a {...props} href={href} />;
}

export const ScreenContext = createContext<ScreenSetting>({ Link: PlainLink, written: false });

export function ScreenLink(props: ScreenLinkProps) {
  const { Link } = useContext(ScreenContext);
  return <Link {...props} />;
}

/** The shop's buttons in the first screen's set (`fs-btn`): one size, four looks; links or buttons alike. */
export type ButtonLook = 'white' | 'outline-light' | 'filled' | 'default';
export const buttonClass = (look: ButtonLook, extra?: string) => `fs-btn fs-btn-${look}${extra ? ` ${extra}` : ''}`;

/** Test ids for the app's copy only (see `written`): the id, or undefined in the written HTML. */
export function useAppTestIds(): (id: string) => string | undefined {
  const { written } = useContext(ScreenContext);
  return (id) => (written ? undefined : id);
}
