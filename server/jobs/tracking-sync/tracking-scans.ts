import type { TrackingData } from '../../integrations/shiprocket/shipping-gateway';

/** One courier scan as the order's timeline keeps it; date and activity identify it. */
export type Scan = { date: string; activity: string; status: string; location: string };

/** The scans of a tracking answer, oldest first (the aggregator lists the newest first). */
export function scansOf(data: TrackingData): Scan[] {
  return (data.shipment_track_activities ?? [])
    .map((activity) => ({
      date: activity.date,
      activity: activity.activity,
      status: activity['sr-status-label'] || activity.status,
      location: activity.location,
    }))
    .reverse();
}

/** What makes a scan the same scan on the next sync. */
export function scanKey(scan: { date?: unknown; activity?: unknown }): string {
  return `${String(scan.date ?? '')}|${String(scan.activity ?? '')}`;
}

/** The timeline's line for a scan; the shopper sees it on their order page too. */
export function scanSummary(scan: Scan): string {
  const where = scan.location ? `, ${scan.location}` : '';
  return `Courier: ${scan.activity}${where} (${scan.date} IST)`;
}
