/** The one way to show money: 'Rs.' with Indian digit grouping and two decimals. */
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRupees(amount: number): string {
  return `Rs.${rupees.format(amount)}`;
}

/** numericPrice from a price text such as 'Rs.2,299.00'; anything non-numeric gives 0 (spec 001 section 5). */
export function parsePriceText(text: string): number {
  const cleaned = text.replace(/^\s*rs\.?/i, '').replace(/[^0-9.]/g, '');
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? value : 0;
}
