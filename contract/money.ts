/** The one way to show money: 'Rs.' with Indian digit grouping and two decimals. */
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRupees(amount: number): string {
  return `Rs.${rupees.format(amount)}`;
}
