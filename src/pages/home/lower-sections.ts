/**
 * Home's three sections below the bestsellers' carousels, in one chunk of their own: BelowTheFold
 * draws them only after the first screen, so the storefront's entry need not carry them (nor
 * Mantine's Grid, Card and Image, which only they use there). docs/decisions/266.
 */
export { OurCategories } from './our-categories';
export { OurStory } from './our-story';
export { WhyJute } from './why-jute';
