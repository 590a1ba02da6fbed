import { ColorSwatch, Group } from '@mantine/core';
import type { MirroredSwatch } from '../../contract/mirrored-product';

/** Colour dots of a product; the colour names are read out for screen readers. */
export function SwatchDots({ swatches, size = 16 }: { swatches: MirroredSwatch[]; size?: number }) {
  if (swatches.length === 0) return null;
  return (
    // role="img": a div may only carry aria-label with a role; the dots together picture the colours.
    <Group
      gap={6}
      role="img"
      aria-label={`Colours: ${swatches.map((swatch) => swatch.colorName || swatch.colorCode).join(', ')}`}
    >
      {swatches.slice(0, 6).map((swatch) => (
        <ColorSwatch
          key={`${swatch.articleLink} ${swatch.colorCode}`}
          color={swatch.colorCode}
          size={size}
          aria-hidden
        />
      ))}
    </Group>
  );
}
