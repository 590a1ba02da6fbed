/** Bar heights for the daily chart: each value as a share of the largest (0 when all are 0). */
export function barHeights(values: number[], maxHeight: number): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max > 0 ? Math.round((Math.max(0, value) / max) * maxHeight) : 0));
}
