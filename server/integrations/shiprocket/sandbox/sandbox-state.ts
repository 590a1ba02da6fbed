import { randomBytes } from 'node:crypto';
import { SHOP_DETAILS } from '../../shop-details';
import { SHIPROCKET_SANDBOX_CREDENTIALS, TOKEN_TTL_MS } from './sandbox-auth';
import type { ShipmentKind } from './sandbox-ids';

export type ShiprocketSandboxOptions = {
  credentials?: { email: string; password: string };
  /** Signs tokens and invoice links; random per process unless given. */
  secret?: string;
  now?: () => number;
  /** How long a "sandbox minute" of the tracking timeline lasts; 60 000 (real time) by default. */
  minuteMs?: number;
  tokenTtlMs?: number;
  /** Origin for the invoice links it hands out; the request's own origin by default. */
  publicBaseUrl?: string;
  /** The workshop's pincode, where forward shipments start and returns end. */
  pickupPostcode?: string;
};

/** An order as created, kept only so that its invoice can be drawn (docs/decisions/061). */
export type SandboxOrderRecord = {
  kind: ShipmentKind;
  body: Record<string, unknown>;
  shipmentId: number;
};

export type ShiprocketSandbox = {
  readonly credentials: { email: string; password: string };
  readonly secret: string;
  readonly now: () => number;
  readonly minuteMs: number;
  readonly tokenTtlMs: number;
  readonly publicBaseUrl: string | null;
  readonly pickupPostcode: string;
  readonly orders: Map<number, SandboxOrderRecord>;
  /**
   * What the seller did to a shipment after creating it, by shipment id: the courier assigned,
   * when it was cancelled, when its return to origin was asked for. Kept in memory like the
   * orders: a restart forgets them (docs/decisions/190).
   */
  readonly assignedCourier: Map<number, number>;
  readonly cancelledAt: Map<number, number>;
  readonly returnRequestedAt: Map<number, number>;
};

const MAX_ORDERS = 5_000;

export function createShiprocketSandbox(options: ShiprocketSandboxOptions = {}): ShiprocketSandbox {
  return {
    credentials: options.credentials ?? SHIPROCKET_SANDBOX_CREDENTIALS,
    secret: options.secret ?? randomBytes(24).toString('base64url'),
    now: options.now ?? Date.now,
    minuteMs: options.minuteMs ?? 60_000,
    tokenTtlMs: options.tokenTtlMs ?? TOKEN_TTL_MS,
    publicBaseUrl: options.publicBaseUrl?.replace(/\/+$/, '') ?? null,
    pickupPostcode: options.pickupPostcode ?? SHOP_DETAILS.pincode,
    orders: new Map(),
    assignedCourier: new Map(),
    cancelledAt: new Map(),
    returnRequestedAt: new Map(),
  };
}

export function rememberOrder(sandbox: ShiprocketSandbox, orderId: number, record: SandboxOrderRecord): void {
  sandbox.orders.set(orderId, record);
  if (sandbox.orders.size > MAX_ORDERS) {
    const oldest = sandbox.orders.keys().next().value;
    if (oldest !== undefined) sandbox.orders.delete(oldest);
  }
}

export function findByShipment(sandbox: ShiprocketSandbox, shipmentId: number): [number, SandboxOrderRecord] | null {
  for (const entry of sandbox.orders) if (entry[1].shipmentId === shipmentId) return entry;
  return null;
}
