import type { ArtShape } from '../../db/seed/demo-group';

/** The product's colour and two shades of it for folds, rims and straps. */
export type Paint = { base: string; dark: string; light: string };

// A filled part gets the fibre texture on top, so every product reads as woven jute.
const part = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/><path d="${d}" fill="url(#fibre)"/>`;
const cord = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
/** Horizontal coil lines across a body: the braided rows of a bowl or basket. */
const rows = (fromY: number, toY: number, step: number, left: number, right: number, sag: number, stroke: string) => {
  let out = '';
  for (let y = fromY; y <= toY; y += step)
    out += cord(`M${left} ${y} Q400 ${y + sag} ${right} ${y}`, stroke, 4, ' opacity="0.45"');
  return out;
};
const stitches = (d: string, stroke: string) => cord(d, stroke, 4, ' stroke-dasharray="14 10" opacity="0.8"');

/** One simple drawing per product type, centred in the 800 x 800 box, standing on y = 640. */
export const SHAPES: Record<ArtShape, (p: Paint) => string> = {
  bowl: (p) =>
    part('M160 390 Q170 630 400 630 Q630 630 640 390 Z', p.base) +
    rows(430, 590, 40, 180, 620, 45, p.dark) +
    ellipse(400, 390, 240, 58, p.dark) +
    ellipse(400, 396, 212, 44, p.light),
  basket: (p) =>
    part('M200 330 L600 330 L565 625 Q400 650 235 625 Z', p.base) +
    rows(370, 600, 38, 215, 585, 20, p.dark) +
    ellipse(400, 330, 200, 40, p.dark) +
    cord('M205 380 C140 380 140 310 210 325', p.dark, 16) +
    cord('M595 380 C660 380 660 310 590 325', p.dark, 16),
  laundry: (p) =>
    part('M250 250 L550 250 L540 640 Q400 662 260 640 Z', p.base) +
    rows(300, 610, 44, 255, 545, 18, p.dark) +
    ellipse(400, 250, 160, 36, p.dark) +
    ellipse(400, 240, 150, 30, p.light) +
    ellipse(400, 222, 28, 14, p.dark) +
    cord('M255 330 C205 330 205 290 255 290', p.dark, 14) +
    cord('M545 330 C595 330 595 290 545 290', p.dark, 14),
  matka: (p) =>
    part('M400 290 C150 290 150 650 400 650 C650 650 650 290 400 290 Z', p.base) +
    part('M335 300 L465 300 L450 240 L350 240 Z', p.dark) +
    ellipse(400, 240, 72, 18, p.light) +
    rows(380, 600, 44, 230, 570, 12, p.light),
  sidebag: (p) =>
    cord('M255 350 Q400 40 545 350', p.dark, 18) +
    part(
      'M225 345 Q225 330 245 330 L555 330 Q575 330 575 345 L595 605 Q595 625 575 625 L225 625 Q205 625 205 605 Z',
      p.base,
    ) +
    part('M225 330 L575 330 L565 460 Q400 510 235 460 Z', p.dark) +
    ellipse(400, 470, 16, 16, p.light),
  sling: (p) =>
    cord('M345 305 Q400 30 455 305', p.dark, 10) +
    part('M330 300 L470 300 L485 615 Q485 630 470 630 L330 630 Q315 630 315 615 Z', p.base) +
    part('M330 300 L470 300 L468 390 Q400 420 332 390 Z', p.dark) +
    stitches('M330 470 L470 470', p.light),
  tissue: (p) =>
    part('M220 400 L300 330 L660 330 L580 400 Z', p.light) +
    part('M580 400 L660 330 L660 530 L580 600 Z', p.dark) +
    part('M220 400 L580 400 L580 600 L220 600 Z', p.base) +
    ellipse(440, 365, 110, 16, p.dark) +
    '<path d="M400 365 C380 300 430 270 440 240 C460 280 500 300 480 365 Z" fill="#FBF8F1"/>',
  rect: (p) =>
    part('M200 380 L290 310 L650 310 L560 380 Z', p.dark) +
    part('M560 380 L650 310 L650 540 L560 610 Z', p.dark) +
    part('M200 380 L560 380 L560 610 L200 610 Z', p.base) +
    rows(420, 580, 40, 205, 555, 0, p.dark) +
    '<rect x="330" y="410" width="100" height="34" rx="17" fill="#4A3520" opacity="0.7"/>',
  messenger: (p) =>
    cord('M205 370 Q400 90 595 370', p.dark, 20) +
    part('M190 360 L610 360 L610 600 Q610 615 595 615 L205 615 Q190 615 190 600 Z', p.base) +
    part('M190 360 L610 360 L610 500 L190 500 Z', p.dark) +
    '<rect x="290" y="470" width="40" height="60" rx="6" fill="#8C6A2E"/><rect x="470" y="470" width="40" height="60" rx="6" fill="#8C6A2E"/>',
  wallet: (p) =>
    part(
      'M210 330 L590 330 Q610 330 610 350 L610 560 Q610 580 590 580 L210 580 Q190 580 190 560 L190 350 Q190 330 210 330 Z',
      p.base,
    ) +
    cord('M400 335 L400 575', p.dark, 6) +
    stitches('M215 355 L585 355 L585 555 L215 555 Z', p.light),
  pouch: (p) =>
    part('M200 390 Q400 360 600 390 L625 600 Q400 635 175 600 Z', p.base) +
    cord('M205 400 Q400 372 595 400', p.dark, 10, ' stroke-dasharray="6 6"') +
    '<rect x="575" y="385" width="22" height="60" rx="8" fill="#8C6A2E"/>',
  tote: (p) =>
    cord('M285 355 C285 190 515 190 515 355', p.dark, 18) +
    part('M220 350 L580 350 L605 630 L195 630 Z', p.base) +
    `<circle cx="400" cy="490" r="70" fill="${p.light}" opacity="0.85"/><circle cx="400" cy="490" r="36" fill="${p.dark}" opacity="0.7"/>`,
  clutch: (p) =>
    part('M200 400 L600 400 L600 585 L200 585 Z', p.base) +
    part('M200 400 L400 505 L600 400 Z', p.dark) +
    cord('M205 565 L595 565', '#D4AF37', 12) +
    ellipse(400, 500, 14, 14, '#D4AF37'),
  yogabag: (p) =>
    `<g transform="rotate(-28 400 430)">${part('M180 350 L620 350 Q700 350 700 430 Q700 510 620 510 L180 510 Q100 510 100 430 Q100 350 180 350 Z', p.base)}${ellipse(630, 430, 45, 78, p.dark)}${stitches('M170 430 L600 430', p.light)}</g>` +
    cord('M210 560 Q330 330 600 250', p.dark, 10),
  bottle: (p) =>
    cord('M340 270 Q400 40 460 270', p.dark, 10) +
    part('M330 260 L470 260 L470 610 Q470 640 440 640 L360 640 Q330 640 330 610 Z', p.base) +
    cord('M335 290 L465 290', p.dark, 8) +
    rows(340, 600, 52, 335, 465, 8, p.dark),
  drawstring: (p) =>
    part('M230 300 Q400 330 570 300 L590 630 L210 630 Z', p.base) +
    cord('M240 305 L215 625', p.dark, 9) +
    cord('M560 305 L585 625', p.dark, 9) +
    cord('M235 305 Q400 345 565 305', p.dark, 9),
  backpack: (p) =>
    cord('M360 225 Q400 170 440 225', p.dark, 14) +
    part(
      'M250 290 Q250 220 320 220 L480 220 Q550 220 550 290 L560 620 Q560 640 540 640 L260 640 Q240 640 240 620 Z',
      p.base,
    ) +
    part('M290 450 L510 450 L515 600 Q515 612 503 612 L297 612 Q285 612 285 600 Z', p.dark) +
    stitches('M300 470 L500 470', p.light),
  coaster: (p) =>
    ellipse(400, 575, 230, 62, p.dark) +
    ellipse(400, 550, 230, 62, p.dark) +
    part('M170 525 A230 62 0 1 0 630 525 A230 62 0 1 0 170 525 Z', p.base) +
    `<ellipse cx="400" cy="525" rx="160" ry="42" fill="none" stroke="${p.dark}" stroke-width="5" opacity="0.5"/>` +
    `<ellipse cx="400" cy="525" rx="90" ry="24" fill="none" stroke="${p.dark}" stroke-width="5" opacity="0.5"/>` +
    part('M300 300 A100 100 0 1 0 500 300 A100 100 0 1 0 300 300 Z', p.base) +
    `<circle cx="400" cy="300" r="62" fill="none" stroke="${p.dark}" stroke-width="5" opacity="0.5"/>`,
  rug: (p) =>
    part('M150 300 L650 300 L720 620 L80 620 Z', p.base) +
    part('M135 370 L665 370 L675 415 L125 415 Z', p.dark) +
    part('M112 505 L688 505 L698 550 L102 550 Z', p.dark) +
    cord(
      'M160 298 L160 270 M220 298 L220 270 M280 298 L280 270 M340 298 L340 270 M400 298 L400 270 M460 298 L460 270 M520 298 L520 270 M580 298 L580 270 M640 298 L640 270',
      p.light,
      6,
    ),
  mat: (p) =>
    part(
      'M170 360 Q170 340 190 340 L610 340 Q630 340 635 360 L680 590 Q684 610 664 610 L136 610 Q116 610 120 590 Z',
      p.base,
    ) + rows(375, 590, 30, 150, 650, 0, p.dark),
  cushion: (p) =>
    part('M220 260 Q400 300 580 260 Q540 420 580 580 Q400 540 220 580 Q260 420 220 260 Z', p.base) +
    part('M400 350 L470 420 L400 490 L330 420 Z', p.light) +
    cord('M220 260 L195 235 M580 260 L605 235 M220 580 L195 605 M580 580 L605 605', p.dark, 12),
};
