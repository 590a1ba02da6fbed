import { APP_PRELOADS_ATTRIBUTE } from '../../../contract/app-preloads';
import { SHOP_NAME } from '../../../contract/constants';
import { FIRST_PAINT_ELEMENT_ID, packFirstPaint, SERVER_HEAD_ATTRIBUTE } from '../../../contract/first-paint';
import { renderFirstScreen, withScreenWritten } from '../../../contract/first-screen-render';
import type { TopBarShopper } from '../../../contract/first-screen-top-bar';
import { escapeHtml, jsonForScript } from '../../../contract/html-escape';
import { imageSrcSet, imageVariantUrl, LARGEST_IMAGE_WIDTH } from '../../../contract/image-variants';
import { pageTitle } from '../../../contract/page-title';
import { paths } from '../../../contract/paths';
import type { Product } from '../../../contract/product';
import type { PageContent } from './page-content';

const MARK = SERVER_HEAD_ATTRIBUTE;

/** The LCP picture, asked for as the <img> will ask (ui/hover-image.tsx), so the answer is reused. */
function preloadOf(image: { src: string; sizes: string }): string {
  const srcset = imageSrcSet(image.src);
  const href = escapeHtml(imageVariantUrl(image.src, LARGEST_IMAGE_WIDTH));
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${href}"${responsive} fetchpriority="high" ${MARK}>`;
}

/**
 * The built shell with one page's head and first-screen catalogue written in (docs/decisions/165,
 * 166). Everything goes before </head>: the title replaces the shell's; the JSON blocks are
 * data, which the shell's CSP (no inline script) does not block. The first screen, top bar
 * included, is React's rendering of the app's own components for `shopper` (decision 200).
 */
export function renderShell(
  shell: string,
  page: PageContent,
  path: string,
  origin: string,
  shopper: TopBarShopper,
  /** Preload tags for the page's own chunks (page-preloads.ts). */
  preloads: readonly string[] = [],
): string {
  const absolute = (pathOrUrl: string) => new URL(pathOrUrl, origin).href;
  const links = { origin, productUrl: (product: Product) => absolute(paths.product.to(product.slug || product._id)) };
  const title = pageTitle(page.meta.title);
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) => {
    if (content) tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${MARK}>`);
  };
  meta('name', 'description', page.meta.description);
  if (page.canonicalPath) {
    const url = absolute(page.canonicalPath);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" ${MARK}>`);
    meta('property', 'og:url', url);
  } else {
    meta('name', 'robots', 'noindex');
  }
  meta('property', 'og:type', page.ogType);
  meta('property', 'og:site_name', SHOP_NAME);
  meta('property', 'og:title', title);
  meta('property', 'og:description', page.meta.description);
  if (page.image) {
    meta('property', 'og:image', absolute(page.image.src));
    tags.push(preloadOf(page.image));
  }
  if (page.jsonLd) {
    tags.push(`<script type="application/ld+json" ${MARK}>${jsonForScript(page.jsonLd(links))}</script>`);
  }
  // Inert until the app's entry moves them into the head, after the first screen's first pictures
  // (contract/app-preloads.ts, docs/decisions/369).
  if (preloads.length > 0) tags.push(`<template ${APP_PRELOADS_ATTRIBUTE}>${preloads.join('')}</template>`);
  tags.push(
    `<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}" data-path="${escapeHtml(path)}">${jsonForScript(packFirstPaint(page.lists))}</script>`,
  );
  const titled = shell.replace(/<title>[^<]*<\/title>/, `<title ${MARK}>${escapeHtml(title)}</title>`);
  const screen = page.firstScreen ? renderFirstScreen(page.firstScreen, shopper) : '';
  return withScreenWritten(titled.replace('</head>', `${tags.join('\n')}\n</head>`), screen);
}
