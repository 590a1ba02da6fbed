import { adminOrdersApi } from '../../../contract/api/admin-orders';
import { callAdmin } from '../../api/call';

export type TrackingActivity = { date: string; activity: string; location: string };
/** `note` is the aggregator's own remark when it has no activity yet. */
export type TrackingInfo = { currentStatus: string | null; activities: TrackingActivity[]; note: string | null };

/**
 * GET /api/admin/tracking/{trackingId}: the aggregator's own answer (its shape is not the spec's,
 * contract/shipments.ts), read defensively into what the page shows.
 */
export async function getTrackingInfo(trackingId: string): Promise<TrackingInfo> {
  const data = await callAdmin(adminOrdersApi.tracking, { params: { trackingId } });
  return readTracking(data);
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function readTracking(data: unknown): TrackingInfo {
  const root = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const tracking = (root.tracking_data && typeof root.tracking_data === 'object' ? root.tracking_data : root) as Record<
    string,
    unknown
  >;
  const list = Array.isArray(tracking.shipment_track_activities) ? tracking.shipment_track_activities : [];
  const activities = list
    .filter((entry): entry is Record<string, unknown> => Boolean(entry) && typeof entry === 'object')
    .map((entry) => ({
      date: text(entry.date),
      activity: text(entry.activity ?? entry['sr-status-label'] ?? entry.status),
      location: text(entry.location),
    }));
  const track = Array.isArray(tracking.shipment_track) ? (tracking.shipment_track[0] as Record<string, unknown>) : null;
  const currentStatus = text(tracking.current_status ?? track?.current_status) || null;
  const note = text(tracking.error ?? root.message) || null;
  return { currentStatus, activities, note };
}
