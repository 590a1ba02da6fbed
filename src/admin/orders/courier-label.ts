import { formatRupees } from '../../../contract/money';
import type { Courier } from '../../../contract/shipments';

/** The courier's estimate as staff read it: '1 day', '3 days', or the aggregator's own words ('2-3 days'). */
function estimateText(estimate: Courier['estimated_delivery_days']): string | null {
  const text = String(estimate ?? '').trim();
  if (!text || text === '0') return null;
  return `${text} ${text === '1' ? 'day' : 'days'}`;
}

/** 'Blue Dart Air — Rs.117.00 · 1 day · COD': a courier as staff choose it for a booking. */
export function courierLabel(courier: Courier): string {
  const estimate = estimateText(courier.estimated_delivery_days);
  return [`${courier.courier_name} — ${formatRupees(Number(courier.rate))}`, estimate, courier.cod ? 'COD' : null]
    .filter(Boolean)
    .join(' · ');
}
