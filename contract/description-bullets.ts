import { DESCRIPTION_DELIMITER } from './constants';

/** A product description is bullet points joined by '~'; blank pieces are dropped. */
export function descriptionBullets(description: string | null | undefined): string[] {
  if (!description) return [];
  return description
    .split(DESCRIPTION_DELIMITER)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
