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

/** The woven background's coarseness: the close-up (picture 2) is a tilted, nearer look. */
const WEAVE_SCALE = { 1: 1, 2: 2.2 } as const;

/**
 * One demo picture in two layers: the background (weave and glow), the same for every product's
 * picture of that kind, and the product over it (its shadow and shape, with the fibre texture).
 * `background` names the shared layer, so a raster of it can be made once per width (media routes).
 */
export type ArtworkLayers = { background: string; backgroundSvg: string; productSvg: string; svg: string };

const open = (label?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}"${
    label === undefined ? '' : ` role="img" aria-label="${label}"`
  }>`;
const BACKGROUND =
  '<rect width="800" height="800" fill="url(#weave)"/><rect width="800" height="800" fill="url(#glow)"/>';

function render(product: DemoProduct, picture: 1 | 2): ArtworkLayers {
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
  const patterns = defs(WEAVE_SCALE[picture]);
  return {
    background: `weave-${picture}`,
    backgroundSvg: `${open()}\n${patterns}\n${BACKGROUND}\n</svg>`,
    productSvg: `${open()}\n${patterns}\n${body}\n</svg>`,
    svg: `${open(label)}\n${patterns}\n${BACKGROUND}\n${body}\n</svg>`,
  };
}

let byCode: Map<string, DemoProduct> | undefined;
const rendered = new Map<string, ArtworkLayers>();

/**
 * The picture '{articleCode}-{1|2}' as one SVG and in its two layers, or undefined for a name the
 * demo catalogue does not have.
 */
export function demoArtworkLayers(name: string): ArtworkLayers | undefined {
  const cached = rendered.get(name);
  if (cached) return cached;
  const match = NAME.exec(name);
  byCode ??= new Map(expandDemoCatalogue().map((product) => [product.articleCode, product]));
  const product = match ? byCode.get(match[1] ?? '') : undefined;
  if (!product) return undefined;
  const layers = render(product, match?.[2] === '2' ? 2 : 1);
  // The set of names is the demo catalogue's, so this cache is bounded (two per product).
  rendered.set(name, layers);
  return layers;
}
