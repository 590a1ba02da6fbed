import { type DemoProduct, expandDemoCatalogue } from '../../db/seed/demo-catalogue';
import { type Paint, SHAPES } from './artwork-shapes';

/**
 * Product pictures of the demo catalogue, drawn by the server instead of shipped as files
 * (docs/decisions/005): a woven jute background and the product's shape in its colour. Picture 1
 * is the product; picture 2, the hover image, a tilted close-up with a coarser weave.
 */
const NAME = /^(JX-[A-Z]{3}-\d{4})-([12])$/;

/** The drawings' width and height in pixels at their own size. */
export const ARTWORK_SIZE = 800;

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const value = (n >> shift) & 0xff;
    const next = amount < 0 ? value * (1 + amount) : value + (255 - value) * amount;
    return Math.round(next).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function defs(weaveScale: number): string {
  return `<defs>
<pattern id="weave" width="32" height="32" patternUnits="userSpaceOnUse" patternTransform="scale(${weaveScale})">
<rect width="32" height="32" fill="#E6D6B6"/>
<rect x="1" y="3" width="14" height="10" rx="5" fill="#D9C49C"/><rect x="19" y="1" width="10" height="14" rx="5" fill="#F0E5CF"/>
<rect x="17" y="19" width="14" height="10" rx="5" fill="#D9C49C"/><rect x="3" y="17" width="10" height="14" rx="5" fill="#F0E5CF"/>
</pattern>
<pattern id="fibre" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(35) scale(${weaveScale})">
<path d="M0 3 H12 M0 9 H12" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>
<path d="M3 0 V12" stroke="#FFF" stroke-opacity="0.10" stroke-width="2"/>
</pattern>
<radialGradient id="glow" cx="50%" cy="45%" r="65%">
<stop offset="0%" stop-color="#FFF8EA" stop-opacity="0.55"/><stop offset="100%" stop-color="#6B4A22" stop-opacity="0.3"/>
</radialGradient>
</defs>`;
}

function render(product: DemoProduct, picture: 1 | 2): string {
  const paint: Paint = {
    base: product.colour.code,
    dark: shade(product.colour.code, -0.35),
    light: shade(product.colour.code, 0.35),
  };
  const drawing = SHAPES[product.shape](paint);
  const body =
    picture === 1
      ? `<ellipse cx="400" cy="655" rx="260" ry="28" fill="#3A2612" opacity="0.25"/>${drawing}`
      : `<g transform="translate(400 430) rotate(-12) scale(1.75) translate(-400 -440)">${drawing}</g>`;
  const label = `${product.title}${picture === 2 ? ', close-up' : ''}`.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}" role="img" aria-label="${label}">
${defs(picture === 1 ? 1 : 2.2)}
<rect width="800" height="800" fill="url(#weave)"/><rect width="800" height="800" fill="url(#glow)"/>
${body}
</svg>`;
}

let byCode: Map<string, DemoProduct> | undefined;
const rendered = new Map<string, string>();

/** The SVG for '{articleCode}-{1|2}', or undefined for a name the demo catalogue does not have. */
export function demoArtwork(name: string): string | undefined {
  const cached = rendered.get(name);
  if (cached) return cached;
  const match = NAME.exec(name);
  byCode ??= new Map(expandDemoCatalogue().map((product) => [product.articleCode, product]));
  const product = match ? byCode.get(match[1] ?? '') : undefined;
  if (!product) return undefined;
  const svg = render(product, match?.[2] === '2' ? 2 : 1);
  // The set of names is the demo catalogue's, so this cache is bounded (two per product).
  rendered.set(name, svg);
  return svg;
}
