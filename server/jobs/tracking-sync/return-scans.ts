import type { TrackingData } from '../../integrations/shiprocket/shipping-gateway';

/**
 * Shiprocket's shipment states once a return parcel has left the shopper: picked up (42), and
 * every state that comes after it on its way to the workshop. Before these (pickup scheduled 3,
 * out for pickup 19, pickup exception...) the goods are still with the shopper.
 */
const AFTER_PICKUP = new Set([42, 6, 18, 22, 38, 48, 17, 7]);
const PICKED_UP = 42;
const DELIVERED = 7;

/** Whether the courier has collected the return parcel, from its state or any of its scans. */
export function returnPickedUp(data: TrackingData): boolean {
  if (data.track_status !== 1) return false;
  if (AFTER_PICKUP.has(data.shipment_status)) return true;
  return (data.shipment_track_activities ?? []).some((scan) => Number(scan['sr-status']) === PICKED_UP);
}

/** When the courier scanned the pickup ('YYYY-MM-DD HH:mm:ss' India time), if it says. */
export function pickupScanDate(data: TrackingData): string | null {
  const scan = (data.shipment_track_activities ?? []).find((entry) => Number(entry['sr-status']) === PICKED_UP);
  return scan?.date ?? data.shipment_track[0]?.pickup_date ?? null;
}

/** The parcel reached the workshop: staff still receive and inspect it by hand. */
export function returnDeliveredToShop(data: TrackingData): boolean {
  return data.track_status === 1 && data.shipment_status === DELIVERED;
}

/** A Shiprocket date ('YYYY-MM-DD HH:mm:ss', India time) as a moment; null when it is not one. */
export function indiaMoment(date: string | null): Date | null {
  if (!date || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(date)) return null;
  const moment = new Date(`${date.replace(' ', 'T')}+05:30`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}
