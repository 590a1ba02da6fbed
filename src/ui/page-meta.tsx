import { pageTitle } from '../lib/page-title';

/**
 * The page's document title ('Jutexx | Login') and optional meta tags. React 19 hoists <title>
 * and <meta> into document.head; render exactly one PageMeta per page.
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
  return (
    <>
      <title>{pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
    </>
  );
}
