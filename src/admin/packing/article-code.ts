import type { PackingLine, PackingOrder } from '../../../contract/packing';

type Line = PackingLine;

/** The lines of a claimed order, each with its article code. */
export function packingLines(order: PackingOrder): PackingLine[] {
  return order.cart;
}

/** Codes are compared without case, surrounding spaces or inner spaces (a scanner may add none, a person may). */
export function normalizeCode(code: string): string {
  return code.trim().replace(/\s+/g, '').toUpperCase();
}

export function sameArticleCode(input: string, code: string | null): boolean {
  return Boolean(code) && normalizeCode(input) !== '' && normalizeCode(input) === normalizeCode(code ?? '');
}

/** Units confirmed per order line (line _id → count). */
export type Confirmed = Record<string, number>;

export type ScanOutcome =
  | { kind: 'matched'; lineId: string; count: number; quantity: number }
  | { kind: 'already-complete'; lineId: string }
  | { kind: 'no-match' };

/**
 * Every unit is confirmed (docs/decisions/100): a code confirms one more unit of the first
 * line with that code still short of its quantity.
 */
export function confirmCode(
  lines: Line[],
  confirmed: Confirmed,
  input: string,
): { confirmed: Confirmed; outcome: ScanOutcome } {
  const matching = lines.filter((line) => sameArticleCode(input, line.articleCode));
  if (matching.length === 0) return { confirmed, outcome: { kind: 'no-match' } };
  const open = matching.find((line) => (confirmed[line._id] ?? 0) < line.quantity);
  if (!open) return { confirmed, outcome: { kind: 'already-complete', lineId: matching[0]?._id ?? '' } };
  const count = (confirmed[open._id] ?? 0) + 1;
  return {
    confirmed: { ...confirmed, [open._id]: count },
    outcome: { kind: 'matched', lineId: open._id, count, quantity: open.quantity },
  };
}

/** A line without an article code cannot be scanned; staff confirm it by hand, all units at once. */
export function confirmByHand(lines: Line[], confirmed: Confirmed, lineId: string): Confirmed {
  const line = lines.find((candidate) => candidate._id === lineId);
  return line ? { ...confirmed, [line._id]: line.quantity } : confirmed;
}

export function allConfirmed(lines: Line[], confirmed: Confirmed): boolean {
  return lines.length > 0 && lines.every((line) => (confirmed[line._id] ?? 0) >= line.quantity);
}
