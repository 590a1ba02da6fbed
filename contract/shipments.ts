import { z } from 'zod';

/**
 * A forward shipment's life with the courier (docs/decisions/190). An order has at most one
 * live shipment; a cancelled one stays as history, and the order can be booked again.
 */
export const SHIPMENT_STATES = [
  'booked',
  'cancelled',
  'in_transit',
  'delivered',
  'rto_in_transit',
  'returned_to_origin',
  'lost',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export const SHIPMENT_STATE_LABEL: Record<ShipmentState, string> = {
  booked: 'Booked, waiting for the courier',
  cancelled: 'Cancelled',
  in_transit: 'With the courier',
  delivered: 'Delivered',
  rto_in_transit: 'Returning to the workshop',
  returned_to_origin: 'Back at the workshop',
  lost: 'Lost in transit',
};

/** A shipment as the back office sees it: the order's current one and the earlier ones. */
export const shipmentSchema = z.object({
  _id: z.string(),
  status: z.enum(SHIPMENT_STATES),
  shipRocketOrderId: z.string(),
  shipmentId: z.string(),
  awb: z.string().nullable(),
  courierId: z.number().nullable(),
  courierName: z.string().nullable(),
  bookedAt: z.string(),
  bookedBy: z.string().nullable(),
  /** Booked before the packing desk had packed the order (staff said so). */
  skippedPacking: z.boolean(),
  cancelledAt: z.string().nullable(),
  returnRequestedAt: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** `POST /api/admin/orders/{id}/shiprocket` (the spec shows no body; ours is optional). */
export const bookShipmentSchema = z.object({
  /** The courier staff chose from the order's serviceable list; omitted takes the recommended one. */
  courierId: z.number({ error: 'Choose a courier' }).int().positive().optional(),
  /** Staff book before the packing desk packed the order, knowingly. */
  skipPacking: z.boolean({ error: 'skipPacking must be true or false' }).default(false),
});
export type BookShipmentInput = z.input<typeof bookShipmentSchema>;

const referenceField = z
  .string({ error: 'Enter the remittance reference (UTR)' })
  .trim()
  .min(1, 'Enter the remittance reference (UTR)')
  .max(100, 'The reference must be at most 100 characters');

/** `POST /api/admin/orders/{id}/cod-remittance`: staff confirm the courier paid the cash over. */
export const codRemittanceSchema = z.object({ reference: referenceField });
export type CodRemittanceInput = z.input<typeof codRemittanceSchema>;

/** `POST /api/admin/orders/{id}/return-to-origin/lost`: staff record a parcel the courier lost. */
export const lostParcelSchema = z.object({
  note: z
    .string({ error: 'Say what the courier reported' })
    .trim()
    .min(1, 'Say what the courier reported')
    .max(300, 'The note must be at most 300 characters'),
});
export type LostParcelInput = z.input<typeof lostParcelSchema>;

export const shipmentMessages = {
  notPacked:
    'This order has not been packed yet: pack it at the packing desk first, or tick "Book before packing" to skip it',
  courierNotServiceable: 'This courier does not deliver to this address: choose one from the list',
  courierNoCod: 'This courier does not take cash on delivery: choose one marked COD',
  noCourier: 'No courier delivers to this address',
  noLiveShipment: 'This order has no booked shipment',
  cancelFailed: 'Failed to cancel the shipment with ShipRocket',
  /** The courier refused to cancel: the parcel is already with them. */
  alreadyCollected: 'The courier has already collected this parcel: ask for a return to origin instead',
  customerTooLate:
    'Your parcel has already left our workshop, so the order can no longer be cancelled. You can return it once it arrives.',
  rtoNotInTransit: 'Only a parcel that is with the courier can be sent back to the workshop',
  rtoFailed: 'Failed to ask the courier to return the parcel',
  notReturning: 'This parcel is not on its way back to the workshop',
  labelFailed: 'Failed to get the shipping label',
  cancelShipmentFirst: 'Cancel the booked shipment before cancelling the order',
} as const;

export const trackingMessages = {
  /** The AWB of a booked shipment is changed through the shipment only. */
  awbOfBooking: (awb: string) =>
    `${awb} is the AWB of this order's booked shipment: cancel the shipment and book again to change it`,
  confirmReplace: (awb: string) => `This replaces the tracking number ${awb}: confirm to change it`,
  shippedNeedsTracking: 'Enter the courier and the AWB to mark this order Shipped',
  courierRequired: 'Enter the courier name',
} as const;

export const remittanceMessages = {
  notAwaiting: 'This order has no cash on delivery waiting to be remitted',
} as const;

/**
 * `GET /api/admin/orders/{id}/couriers`: the aggregator's serviceable couriers, in its own field
 * names, and its recommendation. Other fields it sends pass through.
 */
export const courierCompanySchema = z.looseObject({
  courier_company_id: z.number(),
  courier_name: z.string(),
  /** What the shop pays for the shipment, in rupees. */
  rate: z.number(),
  cod: z.union([z.literal(0), z.literal(1), z.boolean()]),
  /** Expected delivery date, e.g. 'Nov 25, 2025'. */
  etd: z.string().optional(),
  estimated_delivery_days: z.union([z.number(), z.string()]).optional(),
  rating: z.union([z.number(), z.string()]).optional(),
});
export type Courier = z.infer<typeof courierCompanySchema>;
export const courierListSchema = z.object({
  available_courier_companies: z.array(courierCompanySchema),
  recommended_courier_company_id: z.number().nullable(),
});
export type CourierList = z.infer<typeof courierListSchema>;

/**
 * `GET /api/admin/tracking/{awb}`: the aggregator's tracking answer as it sends it (spec 001 does
 * not show it); `track_status` 0 with `error` when the number is unknown.
 */
export const trackingAnswerSchema = z.looseObject({
  track_status: z.union([z.literal(0), z.literal(1)]),
  shipment_track: z.array(z.looseObject({ current_status: z.string().optional() })).optional(),
  shipment_track_activities: z
    .array(z.looseObject({ date: z.string(), activity: z.string(), location: z.string() }))
    .nullable()
    .optional(),
  error: z.string().optional(),
});
export type TrackingAnswer = z.infer<typeof trackingAnswerSchema>;

/** What the booking needs of a courier in the serviceable list (Shiprocket's field names). */
export type CourierOption = { courier_company_id: number; cod: 0 | 1 | boolean; rate: number };

/**
 * The courier a booking uses (docs/decisions/190): the one staff chose, if it serves the route
 * and takes cash on delivery for a COD order; otherwise the aggregator's recommendation when it
 * fits, else the cheapest that does. The booking dialog pre-selects with the same rule.
 */
export function pickCourier<C extends CourierOption>(
  list: { available_courier_companies: readonly C[]; recommended_courier_company_id: number | null },
  cod: boolean,
  chosenId?: number,
): { courier: C } | { problem: string; field?: 'courierId' } {
  const all = list.available_courier_companies;
  if (chosenId !== undefined) {
    const chosen = all.find((courier) => courier.courier_company_id === chosenId);
    if (!chosen) return { problem: shipmentMessages.courierNotServiceable, field: 'courierId' };
    if (cod && !chosen.cod) return { problem: shipmentMessages.courierNoCod, field: 'courierId' };
    return { courier: chosen };
  }
  const fits = all.filter((courier) => !cod || courier.cod);
  const recommended = fits.find((courier) => courier.courier_company_id === list.recommended_courier_company_id);
  const courier = recommended ?? [...fits].sort((a, b) => a.rate - b.rate)[0];
  return courier ? { courier } : { problem: shipmentMessages.noCourier };
}

/** Shipped by hand needs the parcel's number first (decision 192): the tracking form does both. */
export function shippedNeedsTracking(order: { tracking: string }, to: string): boolean {
  return to === 'Shipped' && (!order.tracking || order.tracking === 'NA');
}
