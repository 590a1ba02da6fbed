import { Card, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useInViewport, useReducedMotion } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { LeafIcon } from '../../ui/icons';

// Decoration only: loaded after the first paint, in its own chunk (docs/decisions/163), and only
// once the section is in sight.
const TypedWords = lazy(async () => ({ default: (await import('./typed-words')).TypedWords }));

const BENEFITS = [
  { name: 'Eco-Friendly', text: 'Jute is biodegradable and grows without pesticides.' },
  { name: 'Handcrafted', text: 'Every piece is woven by artisans in India.' },
  { name: 'Durable', text: 'Strong natural fibres that keep their shape for years.' },
  { name: 'Renewable', text: 'A crop that regrows in months and enriches the soil.' },
];

const NAMES = BENEFITS.map((benefit) => benefit.name);

/**
 * 'Why Choose Jute': the four benefits typed out one after another, and as cards. The typing runs
 * only while its line is in the viewport: each key it types makes the browser draw a frame, and
 * out of sight (below the fold on a phone, or once scrolled past) that kept about a tenth of a
 * core busy for as long as home was open (docs/decisions/345).
 */
export function WhyJute() {
  const reducedMotion = useReducedMotion();
  const { ref: typedLine, inViewport } = useInViewport<HTMLParagraphElement>();
  return (
    <Stack gap="lg" ta="center" align="center">
      <Title order={2} fz={{ base: 24, sm: 32 }}>
        Why Choose Jute
      </Title>
      <Text ref={typedLine} fz={{ base: 22, sm: 28 }} fw={700} c="leaf.8" mih={40}>
        {reducedMotion ? (
          'Eco-Friendly · Handcrafted · Durable · Renewable'
        ) : (
          <>
            {/* A paragraph may not carry aria-label: screen readers get the names as hidden text. */}
            <VisuallyHidden>{NAMES.join(', ')}</VisuallyHidden>
            {inViewport && (
              <Suspense fallback={null}>
                <TypedWords words={NAMES} />
              </Suspense>
            )}
          </>
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" w="100%">
        {BENEFITS.map((benefit) => (
          <Card key={benefit.name} withBorder padding="lg" radius="md" bg="#fffdf8">
            <Stack gap={6} align="center">
              <Text c="leaf.8">
                <LeafIcon size={28} />
              </Text>
              <Text fw={700}>{benefit.name}</Text>
              <Text size="sm" c="dimmed">
                {benefit.text}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
