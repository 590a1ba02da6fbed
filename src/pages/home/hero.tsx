import { useRef } from 'react';
import { HomeHeroView } from '../../../contract/first-screen-home';
import classes from './hero.module.css';
import { useHeroConfetti } from './use-hero-confetti';

/**
 * 'From Nature For You' with 'Shop Now' (the first screen's component, contract/first-screen-home.tsx)
 * and 300 pieces of confetti for 20 seconds.
 */
export function Hero() {
  const confetti = useRef<HTMLCanvasElement>(null);
  useHeroConfetti(confetti);
  return <HomeHeroView backdrop={<canvas ref={confetti} className={classes.confetti} data-confetti="waiting" />} />;
}
