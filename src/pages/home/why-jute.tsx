import { Title, VisuallyHidden } from '@mantine/core';
import { useInViewport, useReducedMotion } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { LeafIcon } from '../../ui/icons';
import sections from './home-sections.module.css';
import classes from './why-jute.module.css';

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
 * core busy for as long as home was open (docs/decisions/345). Drawn with the page's own elements,
 * not Mantine's Stack, SimpleGrid, Card and Text (docs/decisions/357).
 */
export function WhyJute() {
  const reducedMotion = useReducedMotion();
  const { ref: typedLine, inViewport } = useInViewport<HTMLParagraphElement>();
  return (
    <div className={classes.section}>
      <Title order={2} className={sections.heading}>
        Why Choose Jute
      </Title>
      <p ref={typedLine} className={classes.typed}>
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
      </p>
      <div className={classes.benefits}>
        {BENEFITS.map((benefit) => (
          <div key={benefit.name} className={classes.benefit}>
            <p className={classes.leaf}>
              <LeafIcon size={28} />
            </p>
            <p className={classes.name}>{benefit.name}</p>
            <p className={classes.text}>{benefit.text}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
