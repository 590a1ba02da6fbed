import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SHOP_DESCRIPTION } from '../../contract/constants';
import { FIRST_PAINT_ELEMENT_ID, SERVER_HEAD_ATTRIBUTE } from '../../contract/first-paint';
import { pageTitle } from '../../contract/page-title';

/**
 * The head tags the server wrote (canonical URL, Open Graph, JSON-LD: server/modules/web/)
 * describe the address the HTML was sent for; once the shopper is elsewhere they are removed,
 * so no page carries another page's description (docs/decisions/166). The data element carries
 * that address in data-path.
 */
function dropServerHead(pathname: string): void {
  const samePage = document.getElementById(FIRST_PAINT_ELEMENT_ID)?.dataset.path === pathname;
  // The title and description are this component's own (React hoists them): one of each.
  const selector = samePage
    ? `title[${SERVER_HEAD_ATTRIBUTE}], meta[name="description"][${SERVER_HEAD_ATTRIBUTE}]`
    : `[${SERVER_HEAD_ATTRIBUTE}]`;
  for (const element of document.head.querySelectorAll(selector)) element.remove();
}

/**
 * The page's document title ('Jutexx | Login') and meta tags. React 19 hoists <title> and
 * <meta> into document.head; render exactly one PageMeta per page. A page without its own
 * description gets the shop's, so every page has one (search results show it).
 */
export function PageMeta({
  title,
  description,
  keywords,
}: {
  title?: string;
  description?: string;
  keywords?: string;
}) {
  const { pathname } = useLocation();
  useEffect(() => dropServerHead(pathname), [pathname]);
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description ?? SHOP_DESCRIPTION} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
    </>
  );
}
