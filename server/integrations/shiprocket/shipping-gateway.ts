import type { PostalAddress } from '../../../contract/address';
import type { Paise } from '../../../contract/money';
/**
 * What the shop needs from a shipping aggregator. Shiprocket itself and a local sandbox with
 * Shiprocket's paths and shapes sit behind it (docs/decisions/060, 061). Inputs are in the shop's
 * terms; results keep Shiprocket's field names, which the admin screens read (spec 001 section 3).
 */
export interface ShippingGateway {
  readonly mode: 'shiprocket' | 'sandbox';
  /** A forward shipment for one of our orders (`orders/create/adhoc`). */
  createOrder(input: ShipmentOrderInput): Promise<CreatedShipment>;
  /** Books a courier for a shipment and returns its AWB (`courier/assign/awb`). */
  assignAwb(input: { shipmentId: number; courierId?: number }): Promise<AssignedAwb>;
  /** Couriers that serve a route, with rates (`courier/serviceability`). */
  listCouriers(query: CourierQuery): Promise<CourierList>;
  /** Tracking by AWB (`courier/track/awb/{awb}`); an unknown AWB gives `track_status: 0`. */
  track(awb: string): Promise<TrackingData>;
  /** Tracking by Shiprocket shipment id (`courier/track/shipment/{id}`). */
  trackShipment(shipmentId: number | string): Promise<TrackingData>;
  /** A printable invoice for Shiprocket orders (`orders/print/invoice`). */
  invoice(shiprocketOrderIds: Array<number | string>): Promise<InvoiceResult>;
  /** A reverse pickup from the customer back to the workshop (`orders/create/return`). */
  createReturnPickup(input: ReturnPickupInput): Promise<CreatedShipment>;
  /** Cancels shipments the courier has not collected yet (`orders/cancel/shipment/awbs`). */
  cancelShipments(awbs: string[]): Promise<void>;
  /** Asks the courier to bring an undelivered parcel back to the workshop (`ndr/{awb}/action`, return). */
  requestReturnToOrigin(awb: string, comment: string): Promise<void>;
  /** The public page where a shopper follows an AWB. */
  trackingPageUrl(awb: string): string;
  /** The courier's shipping labels as one PDF (`courier/generate/label`). */
  label(shipmentIds: Array<number | string>): Promise<LabelResult>;
  /**
   * Whether the cash a courier collected for a COD parcel has been paid over to the shop. Only
   * the sandbox answers it: Shiprocket's remittance reports are not available per AWB through
   * its API (docs/decisions/191), so with real credentials staff confirm remittances by hand.
   */
  readonly codRemittance?: (awb: string) => Promise<CodRemittance>;
}

export type LabelResult = {
  label_created: 0 | 1;
  label_url: string;
  response: string;
  not_created: Array<number | string>;
};

export type CodRemittance = { remitted: boolean; utr: string | null; remittedOn: string | null };

export type ShippingAddress = PostalAddress & { phone: string; email: string };

/** A line of the parcel; the price of one unit in paise (Shiprocket's rupees are written by the body builder). */
export type ShipmentItem = { name: string; sku: string; units: number; sellingPaise: Paise };

/** Centimetres and kilograms, as Shiprocket takes them. */
export type Parcel = { lengthCm: number; breadthCm: number; heightCm: number; weightKg: number };

/** A folded jute bag or two in a small carton: what most of the shop's orders are. */
export const DEFAULT_PARCEL: Parcel = { lengthCm: 30, breadthCm: 25, heightCm: 10, weightKg: 0.5 };

/** What goes in the parcel, forward or back: its lines, their value and the carton. */
type Consignment = { orderDate: Date; items: ShipmentItem[]; subTotalPaise: Paise; parcel?: Partial<Parcel> };

export type ShipmentOrderInput = Consignment & {
  /** Our order id; Shiprocket calls it the channel order id. */
  orderId: string;
  billing: ShippingAddress;
  /** Omit when goods go to the billing address. */
  shipping?: ShippingAddress;
  paymentMethod: 'Prepaid' | 'COD';
};

export type ReturnPickupInput = Consignment & {
  /** Our reference for the return: the return request's id. */
  returnId: string;
  /** Where the courier collects the goods: the customer. */
  customer: ShippingAddress;
};

export type CreatedShipment = {
  order_id: number;
  shipment_id: number;
  status: string;
  status_code: number;
  /** Empty until a courier is assigned (the sandbox assigns one at once). */
  awb_code: string;
  courier_company_id: number | null;
  courier_name: string;
};

export type AssignedAwb = {
  awb_code: string;
  courier_company_id: number;
  courier_name: string;
  shipment_id: number;
};

export type CourierQuery = { pickupPostcode: string; deliveryPostcode: string; weightKg: number; cod: boolean };

export type CourierCompany = {
  courier_company_id: number;
  courier_name: string;
  /** What the shop pays for the shipment, in rupees: freight plus any COD charge. */
  rate: number;
  freight_charge: number;
  cod_charges: number;
  cod: 0 | 1;
  /** Expected delivery date, e.g. 'Nov 25, 2025'. */
  etd: string;
  estimated_delivery_days: string;
  is_surface: boolean;
  rating: number;
  min_weight: number;
  charge_weight: number;
};

export type CourierList = {
  available_courier_companies: CourierCompany[];
  recommended_courier_company_id: number | null;
};

export type TrackingActivity = {
  /** 'YYYY-MM-DD HH:mm:ss', India time. */
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
};

export type ShipmentTrack = {
  id: number;
  awb_code: string;
  courier_company_id: number;
  shipment_id: number;
  order_id: number;
  pickup_date: string | null;
  delivered_date: string | null;
  weight: string;
  packages: number;
  current_status: string;
  delivered_to: string;
  destination: string;
  consignee_name: string;
  origin: string;
  courier_agent_details: null;
  edd: string | null;
};

export type TrackingData = {
  /** 1 when there is tracking to show, 0 when the AWB or shipment is unknown (see `error`). */
  track_status: 0 | 1;
  shipment_status: number;
  shipment_track: ShipmentTrack[];
  /** Newest first, as Shiprocket lists them. */
  shipment_track_activities: TrackingActivity[] | null;
  track_url: string;
  etd: string | null;
  error?: string;
};

export type InvoiceResult = { is_invoice_created: boolean; invoice_url: string; not_created: Array<number | string> };
