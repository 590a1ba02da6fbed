import { Box, ColorSwatch, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { paths } from '../../../contract/paths';
import { colourLabel, type SwatchChoice, swatchChoices } from '../../domains/catalogue/swatch-target';
import { useMirroredProducts } from '../../domains/catalogue/use-mirrored-products';
import { sameProduct } from '../../lib/same-product';
import { useOnline } from '../../lib/use-online';

const DOT = 28;
/** Each swatch is a 40 px target (WCAG 2.5.8 asks for 24), the dot in the middle. */
const TARGET = 40;

/**
 * The product page's colours: each swatch opens its variant (its article link), the product on
 * screen is ringed, ticked and named ("Colour: Indigo"). Offline, a variant this device has not
 * saved cannot open, so its swatch says so instead of leading to the offline page. Drawn again
 * only when its product reads differently (or its own reads change), not at each change of the
 * purchase panel around it (docs/decisions/333).
 */
export const SwatchPicker = memo(
  function SwatchPicker({ product }: { product: MirroredProduct }) {
    const labelId = useId();
    const choices = swatchChoices(product);
    const online = useOnline();
    const linked = choices.flatMap((choice) => (choice.key && !choice.current ? [choice.key] : []));
    const mirrored = useMirroredProducts(linked);
    if (choices.length === 0) return null;
    return (
      <Stack gap={6}>
        <Text size="sm" fw={600} id={labelId} data-testid="colour-label">
          {colourLabel(choices)}
        </Text>
        <Group gap={4} role="group" aria-labelledby={labelId}>
          {choices.map((choice) => (
            <SwatchChoiceView
              key={`${choice.swatch.articleLink} ${choice.swatch.colorCode}`}
              choice={choice}
              unavailable={
                !online && !choice.current && choice.key !== null && mirrored !== undefined && !mirrored.has(choice.key)
              }
            />
          ))}
        </Group>
      </Stack>
    );
  },
  (before, after) => sameProduct(before.product, after.product),
);

function SwatchChoiceView({ choice, unavailable }: { choice: SwatchChoice; unavailable: boolean }) {
  const { swatch, key, current } = choice;
  const name = swatch.colorName || swatch.colorCode;
  const dot = (
    <ColorSwatch
      color={swatch.colorCode}
      size={DOT}
      aria-hidden
      style={{
        // The ring marks the colour on screen without relying on the colour itself.
        outline: current ? '2px solid var(--mantine-color-dark-7)' : undefined,
        outlineOffset: 3,
        opacity: unavailable ? 0.35 : 1,
      }}
    >
      {current ? <Tick /> : null}
    </ColorSwatch>
  );
  // Not a link: a colour with no page of its own, or a variant not saved for offline.
  const label = unavailable ? `${name}, not saved on this device: it opens when you are online` : name;
  const common = {
    w: TARGET,
    h: TARGET,
    display: 'grid',
    style: { placeItems: 'center', borderRadius: 999 },
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
    title: label,
    'data-testid': 'colour-swatch',
  };
  if (key === null || unavailable) {
    return (
      <Box role="img" {...common}>
        {dot}
      </Box>
    );
  }
  return (
    <UnstyledButton component={Link} to={paths.product.to(key)} {...common}>
      {dot}
    </UnstyledButton>
  );
}

/** A tick in the current swatch, light or dark to stand out on any colour. */
function Tick() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M4 12.5 9.5 18 20 6" fill="none" stroke="white" strokeWidth={5} strokeLinecap="round" />
      <path d="M4 12.5 9.5 18 20 6" fill="none" stroke="black" strokeWidth={2.5} strokeLinecap="round" />
    </svg>
  );
}
