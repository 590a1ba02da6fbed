import { indiaDate, indiaDateTime } from '../../india-time';
import type { TrackingActivity, TrackingData } from '../shipping-gateway';
import type { ShipmentKind } from './sandbox-ids';

type Stage = { afterMinutes: number; code: number; status: string; at: 'from' | 'to'; activity: string };

/**
 * How a sandbox shipment moves, in "sandbox minutes" after it was created. A minute is a real
 * minute by default, so a parcel booked now is delivered in an hour; tests shorten or replace
 * the clock. The statuses and codes are Shiprocket's.
 */
const STAGES: Record<ShipmentKind, Stage[]> = {
  forward: [
    { afterMinutes: 0, code: 3, status: 'PICKUP SCHEDULED', at: 'from', activity: 'Pickup scheduled with {courier}' },
    { afterMinutes: 2, code: 42, status: 'PICKED UP', at: 'from', activity: 'Shipment picked up from the seller' },
    { afterMinutes: 10, code: 18, status: 'IN TRANSIT', at: 'from', activity: 'Shipment left the {from} hub' },
    { afterMinutes: 20, code: 18, status: 'IN TRANSIT', at: 'to', activity: 'Shipment reached the {to} hub' },
    {
      afterMinutes: 30,
      code: 17,
      status: 'OUT FOR DELIVERY',
      at: 'to',
      activity: 'Out for delivery with a {courier} agent',
    },
    { afterMinutes: 60, code: 7, status: 'DELIVERED', at: 'to', activity: 'Delivered to the consignee' },
  ],
  return: [
    {
      afterMinutes: 0,
      code: 3,
      status: 'PICKUP SCHEDULED',
      at: 'from',
      activity: 'Return pickup scheduled with {courier}',
    },
    {
      afterMinutes: 2,
      code: 19,
      status: 'OUT FOR PICKUP',
      at: 'from',
      activity: 'Courier is on the way to collect the return',
    },
    { afterMinutes: 10, code: 42, status: 'PICKED UP', at: 'from', activity: 'Return picked up from the customer' },
    { afterMinutes: 30, code: 18, status: 'IN TRANSIT', at: 'to', activity: 'Return reached the {to} hub' },
    { afterMinutes: 60, code: 7, status: 'DELIVERED', at: 'to', activity: 'Return delivered to the seller' },
  ],
};

/** After staff ask for a parcel back: how it returns, in sandbox minutes after the request. */
const RETURN_TO_ORIGIN: Stage[] = [
  { afterMinutes: 0, code: 9, status: 'RTO INITIATED', at: 'to', activity: 'Return to origin requested by the seller' },
  { afterMinutes: 10, code: 46, status: 'RTO IN TRANSIT', at: 'to', activity: 'Parcel on its way back to {from}' },
  { afterMinutes: 30, code: 10, status: 'RTO DELIVERED', at: 'from', activity: 'Parcel returned to the seller' },
];

/** Shiprocket's codes of a shipment the courier has collected (nothing to cancel any more). */
export const COLLECTED_CODES: ReadonlySet<number> = new Set([42, 6, 18, 22, 38, 48, 17, 7, 9, 46, 10]);

export type TimelineInput = {
  kind: ShipmentKind;
  createdAtMs: number;
  nowMs: number;
  /** How many milliseconds a sandbox minute lasts. */
  minuteMs: number;
  awb: string;
  shipmentId: number;
  orderId: number;
  courierId: number;
  courierName: string;
  /** 'Kolkata, West Bengal': where the parcel starts and where it goes. */
  from: string;
  to: string;
  consigneeName: string;
  weightKg: number;
  /** When the seller cancelled the shipment, if they did. */
  cancelledAtMs?: number;
  /** When the seller asked for the parcel back, if they did. */
  returnRequestedAtMs?: number;
};

function cityOf(place: string): string {
  return place.split(',')[0] ?? place;
}

type Moment = Omit<Stage, 'afterMinutes'> & { atMs: number };

/** The shipment's stages with their times: the plan, cut short by a cancellation or a return. */
function momentsOf(input: TimelineInput): Moment[] {
  const planned = STAGES[input.kind].map(({ afterMinutes, ...stage }) => ({
    ...stage,
    atMs: input.createdAtMs + afterMinutes * input.minuteMs,
  }));
  if (input.cancelledAtMs !== undefined) {
    const before = planned.filter((stage) => stage.atMs < (input.cancelledAtMs ?? 0));
    const cancelled: Moment = {
      code: 8,
      status: 'CANCELED',
      at: 'from',
      activity: 'Shipment cancelled by the seller',
      atMs: input.cancelledAtMs,
    };
    return [...before, cancelled];
  }
  const rtoAt = input.returnRequestedAtMs;
  if (rtoAt === undefined) return planned;
  const back = RETURN_TO_ORIGIN.map(({ afterMinutes, ...stage }) => ({
    ...stage,
    atMs: rtoAt + afterMinutes * input.minuteMs,
  }));
  return [...planned.filter((stage) => stage.atMs < rtoAt), ...back];
}

/** Shiprocket's `tracking_data` for a shipment as it stands at `nowMs`. */
export function trackingAt(input: TimelineInput): TrackingData {
  const stages = momentsOf(input);
  const reached = stages.filter((stage) => stage.atMs <= input.nowMs);
  const current = reached.at(-1) ?? stages[0];
  const last = stages.at(-1);
  if (!current || !last) throw new Error('a timeline has stages');

  const activities: TrackingActivity[] = reached
    .map((stage) => ({
      date: indiaDateTime(stage.atMs),
      status: stage.status,
      activity: stage.activity
        .replace('{courier}', input.courierName)
        .replace('{from}', cityOf(input.from))
        .replace('{to}', cityOf(input.to)),
      location: stage.at === 'from' ? input.from : input.to,
      'sr-status': String(stage.code),
      'sr-status-label': stage.status,
    }))
    .reverse();
  const pickedUp = reached.find((stage) => stage.code === 42);
  const delivered = current.code === 7;

  return {
    track_status: 1,
    shipment_status: current.code,
    shipment_track: [
      {
        id: input.shipmentId,
        awb_code: input.awb,
        courier_company_id: input.courierId,
        shipment_id: input.shipmentId,
        order_id: input.orderId,
        pickup_date: pickedUp ? indiaDateTime(pickedUp.atMs) : null,
        delivered_date: delivered ? indiaDateTime(last.atMs) : null,
        weight: String(input.weightKg),
        packages: 1,
        current_status: current.status,
        delivered_to: delivered ? cityOf(input.to) : '',
        destination: input.to,
        consignee_name: input.consigneeName,
        origin: input.from,
        courier_agent_details: null,
        edd: indiaDateTime(last.atMs),
      },
    ],
    shipment_track_activities: activities,
    // The sandbox has no public tracking page; Shiprocket links its own.
    track_url: '',
    etd: indiaDate(last.atMs),
  };
}

/** When a delivered sandbox parcel's cash is remitted: two sandbox hours after delivery. */
export const REMITTANCE_AFTER_MINUTES = 120;

/** The moment the planned forward timeline delivers, when nothing cut it short. */
export function deliveredAtMs(input: TimelineInput): number | null {
  if (input.cancelledAtMs !== undefined || input.returnRequestedAtMs !== undefined) return null;
  const last = momentsOf(input).at(-1);
  return last && last.code === 7 && last.atMs <= input.nowMs ? last.atMs : null;
}
/** What Shiprocket answers for an AWB or shipment it does not know. */
export function unknownTracking(): TrackingData {
  return {
    track_status: 0,
    shipment_status: 0,
    shipment_track: [],
    shipment_track_activities: null,
    track_url: '',
    etd: null,
    error: 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
  };
}
