import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `%text%` for ILIKE, with `%`, `_` and `\` typed by staff matched literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `%text` for ILIKE: ids that end with what staff typed (an order or return number). */
export function endingWith(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}`;
}

/** The digits of a stored phone number, whatever spaces, dashes or '+91' it was saved with. */
export function digitsOf(value: AnyColumn | SQL): SQL<string> {
  return sql<string>`regexp_replace(coalesce(${value}, ''), '[^0-9]', '', 'g')`;
}
