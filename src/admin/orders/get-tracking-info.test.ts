import { describe, expect, it } from 'vitest';
import { readTracking } from './get-tracking-info';

describe('readTracking', () => {
  it('reads Shiprocket tracking_data with activities', () => {
    const info = readTracking({
      tracking_data: {
        shipment_track: [{ current_status: 'In Transit' }],
        shipment_track_activities: [{ date: '2026-11-22 10:00', activity: 'Picked up', location: 'Pune' }],
      },
    });
    expect(info).toEqual({
      currentStatus: 'In Transit',
      activities: [{ date: '2026-11-22 10:00', activity: 'Picked up', location: 'Pune' }],
      note: null,
    });
  });
  it('reads an unwrapped answer with no activities and keeps its remark', () => {
    const info = readTracking({ shipment_track: [], shipment_track_activities: null, error: 'No activities yet' });
    expect(info).toEqual({ currentStatus: null, activities: [], note: 'No activities yet' });
  });
  it('survives anything else', () => {
    expect(readTracking(null)).toEqual({ currentStatus: null, activities: [], note: null });
    expect(
      readTracking({ tracking_data: { shipment_track_activities: [null, 3, { 'sr-status-label': 'Booked' }] } }),
    ).toMatchObject({ activities: [{ date: '', activity: 'Booked', location: '' }] });
  });
});
