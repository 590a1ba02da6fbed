import { paiseFromRupees, rupeesFromPaise } from '../../../../contract/money';
import { indiaDate } from '../../india-time';
import type { CourierCompany } from '../shipping-gateway';

type Courier = {
  id: number;
  name: string;
  surface: boolean;
  /** Rupees for the first half kilogram, and for each further half kilogram. */
  base: number;
  perHalfKg: number;
  codCharge: number | null;
  /** Days to deliver within a city, a state, the country, and to remote areas. */
  days: [number, number, number, number];
  rating: number;
};

/** A few couriers Shiprocket offers in India, with made-up but plausible tariffs. */
export const SANDBOX_COURIERS: readonly Courier[] = [
  {
    id: 10,
    name: 'Delhivery Surface',
    surface: true,
    base: 38,
    perHalfKg: 18,
    codCharge: 40,
    days: [2, 3, 5, 7],
    rating: 4.3,
  },
  {
    id: 24,
    name: 'Xpressbees Surface',
    surface: true,
    base: 35,
    perHalfKg: 17,
    codCharge: 38,
    days: [2, 4, 6, 8],
    rating: 4.1,
  },
  {
    id: 43,
    name: 'Ekart Logistics',
    surface: true,
    base: 36,
    perHalfKg: 16,
    codCharge: 35,
    days: [2, 3, 5, 7],
    rating: 4.0,
  },
  {
    id: 1,
    name: 'Blue Dart Air',
    surface: false,
    base: 72,
    perHalfKg: 40,
    codCharge: 45,
    days: [1, 2, 3, 4],
    rating: 4.6,
  },
  {
    id: 142,
    name: 'India Post Speed Post',
    surface: true,
    base: 30,
    perHalfKg: 15,
    codCharge: null,
    days: [3, 5, 7, 9],
    rating: 3.6,
  },
];

const ZONE_FACTOR = [1, 1.25, 1.6, 2.1] as const;

/** Pincodes whose circles are far from everything: Jammu and Kashmir, the north-east, islands. */
function remote(pincode: string): boolean {
  return /^(18|19|78|79|744)/.test(pincode);
}

/** 0 same district, 1 same circle, 2 elsewhere in India, 3 remote or across the country. */
export function zoneBetween(from: string, to: string): 0 | 1 | 2 | 3 {
  if (remote(from) || remote(to)) return 3;
  if (from.slice(0, 3) === to.slice(0, 3)) return 0;
  if (from.slice(0, 2) === to.slice(0, 2)) return 1;
  return Math.abs(Number(from.slice(0, 3)) - Number(to.slice(0, 3))) < 400 ? 2 : 3;
}

/** Rupees (Shiprocket's unit) to the nearest paisa. */
const rupees = (value: number) => rupeesFromPaise(paiseFromRupees(value));

/** Couriers for a route, cheapest first, priced by weight (in half kilograms) and distance. */
export function quoteCouriers(query: {
  pickupPostcode: string;
  deliveryPostcode: string;
  weightKg: number;
  cod: boolean;
  nowMs: number;
}): CourierCompany[] {
  const zone = zoneBetween(query.pickupPostcode, query.deliveryPostcode);
  const chargeWeight = Math.max(0.5, Math.ceil(query.weightKg / 0.5) * 0.5);
  const extraHalves = chargeWeight / 0.5 - 1;
  return SANDBOX_COURIERS.filter((courier) => !query.cod || courier.codCharge !== null)
    .map((courier): CourierCompany => {
      const freight = rupees((courier.base + courier.perHalfKg * extraHalves) * ZONE_FACTOR[zone]);
      const codCharges = query.cod ? (courier.codCharge ?? 0) : 0;
      const days = courier.days[zone];
      return {
        courier_company_id: courier.id,
        courier_name: courier.name,
        rate: rupees(freight + codCharges),
        freight_charge: freight,
        cod_charges: codCharges,
        cod: courier.codCharge === null ? 0 : 1,
        etd: indiaDate(query.nowMs + days * 24 * 60 * 60_000),
        estimated_delivery_days: String(days),
        is_surface: courier.surface,
        rating: courier.rating,
        min_weight: 0.5,
        charge_weight: chargeWeight,
      };
    })
    .sort((a, b) => a.rate - b.rate);
}

export function courierAt(index: number): Courier {
  return SANDBOX_COURIERS[index % SANDBOX_COURIERS.length] ?? (SANDBOX_COURIERS[0] as Courier);
}

export function courierIndexOf(id: number): number {
  return SANDBOX_COURIERS.findIndex((courier) => courier.id === id);
}
