import { PAISE_PER_RUPEE } from '../../contract/money';

/**
 * Rupees from paise inside SQL that writes the API's JSON itself (the bag, docs/decisions/196
 * and 250): contract/money.ts's rupeesFromPaise in SQL. The paise as a double divided by 100 is
 * the same double JavaScript's division gives, and json_build_object writes it the same
 * shortest way (12345 → 123.45). `paise` is one SQL expression that binds at least as tightly
 * as a cast (a column, a function call); the text is exactly what the statements held before,
 * so their prepared plans are unchanged.
 */
export function rupeesSql(paise: string): string {
  return `${paise}::float8 / ${PAISE_PER_RUPEE}`;
}
