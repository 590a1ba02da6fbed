import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData, unpackFirstPaint } from '../../contract/first-paint';

/** Reads the page as a crawler would: the head's tags and the two JSON blocks. */
export function readPage(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const meta = (key: string) => {
    const found = head.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
    return found?.[1] === undefined ? undefined : attr(found[1]);
  };
  const block = (opening: string) => {
    const found = head.match(new RegExp(`${opening}[^>]*>([^<]*)</script>`));
    return found?.[1] === undefined ? undefined : JSON.parse(found[1]);
  };
  const rootStart = html.indexOf('<div id="root">');
  return {
    head,
    /** #root's markup: the first screen as HTML until the scripts run. */
    root: html.slice(rootStart, html.indexOf('</body>')),
    title: attr(head.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? ''),
    meta,
    canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    preload: head.match(/<link rel="preload" as="image" href="([^"]*)"/)?.[1],
    preloadSet: head.match(/<link rel="preload" as="image" [^>]*imagesrcset="([^"]*)" imagesizes="([^"]*)"/)?.slice(1),
    jsonLd: block('<script type="application/ld\\+json"'),
    data: block(`<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}"`) as FirstPaintData | undefined,
    /** The lists the page puts into Dexie, as it unpacks them. */
    lists: () => {
      const data = block(`<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}"`) as FirstPaintData;
      return unpackFirstPaint(data);
    },
    scripts: head.match(/<script/g)?.length ?? 0,
  };
}
