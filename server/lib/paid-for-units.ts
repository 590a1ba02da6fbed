/** An order line as it was paid: its unit price, units and its share of the offer discount. */
export type PaidLine = { pricePaise: number; quantity: number; discountPaise: number };

/**
 * What the shopper paid for `units` of a line, when `unitsBefore` of its units were refunded
 * already (docs/decisions/222). The line's paid amount (price × quantity less its discount
 * share) is spread evenly over its units; the paise that do not divide go with the last units,
 * so the refunds of all a line's units add up to exactly what was paid for it, never more.
 * Without an offer it is price × units.
 */
export function paidForUnits(line: PaidLine, unitsBefore: number, units: number): number {
  const paid = line.pricePaise * line.quantity - line.discountPaise;
  const upTo = (count: number) => Math.floor((paid * Math.min(count, line.quantity)) / line.quantity);
  return upTo(unitsBefore + units) - upTo(unitsBefore);
}
