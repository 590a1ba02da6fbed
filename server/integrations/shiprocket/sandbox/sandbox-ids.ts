import { randomInt } from 'node:crypto';

/**
 * The Shiprocket sandbox keeps no shipment state: each shipment id carries the time it was
 * created, the customer's pincode district and its direction, and each AWB carries the
 * shipment id and the courier (docs/decisions/061). Tracking is computed from the id alone, at
 * any later time, on any server instance, after any restart.
 */
export type ShipmentKind = 'forward' | 'return';

export type ShipmentFacts = {
  shipmentId: number;
  createdAtMs: number;
  /** First three digits of the customer's pincode (the sorting district). */
  pinPrefix: string;
  kind: ShipmentKind;
  /** A forward parcel whose cash the courier collects (cash on delivery). */
  cod: boolean;
};

const EPOCH_MS = Date.UTC(2024, 0, 1);
const AWB_PATTERN = /^SB([XR])([0-9A-Z]{10})(\d)$/;

function secondsSinceEpoch(ms: number): number {
  return Math.max(0, Math.floor((ms - EPOCH_MS) / 1000));
}

function pinPrefix(pincode: string): string {
  return `${pincode.replace(/\D/g, '')}000`.slice(0, 3);
}

/** A Shiprocket order id: seconds since 2024 and three random digits. */
export function newShiprocketOrderId(nowMs: number): number {
  return secondsSinceEpoch(nowMs) * 1000 + randomInt(1000);
}

/**
 * A shipment id: seconds since 2024, the pincode prefix, the kind (0 forward prepaid, 1 return,
 * 2 forward cash on delivery) and a random digit.
 */
export function newShipmentId(nowMs: number, pincode: string, kind: ShipmentKind, cod = false): number {
  const kindDigit = kind === 'return' ? 1 : cod ? 2 : 0;
  return secondsSinceEpoch(nowMs) * 100_000 + Number(pinPrefix(pincode)) * 100 + kindDigit * 10 + randomInt(10);
}

export function decodeShipmentId(shipmentId: number): ShipmentFacts | null {
  if (!Number.isSafeInteger(shipmentId) || shipmentId < 100_000) return null;
  const kindDigit = Math.floor(shipmentId / 10) % 10;
  const prefix = String(Math.floor(shipmentId / 100) % 1000).padStart(3, '0');
  if (kindDigit > 2 || prefix.startsWith('0')) return null;
  return {
    shipmentId,
    createdAtMs: EPOCH_MS + Math.floor(shipmentId / 100_000) * 1000,
    pinPrefix: prefix,
    kind: kindDigit === 1 ? 'return' : 'forward',
    cod: kindDigit === 2,
  };
}

/**
 * The AWB of a shipment with a courier: 'SBX' (forward) or 'SBR' (return), the shipment id in
 * base 36 and the courier's index, e.g. SBX00DQ8K1Z2V3. The same shipment and courier always
 * give the same AWB, so tracking by shipment id can name it without having stored it.
 */
export function awbFor(facts: ShipmentFacts, courierIndex: number): string {
  const id = facts.shipmentId.toString(36).toUpperCase().padStart(10, '0');
  return `SB${facts.kind === 'return' ? 'R' : 'X'}${id}${courierIndex % 10}`;
}

export function decodeAwb(awb: string): (ShipmentFacts & { courierIndex: number }) | null {
  const match = AWB_PATTERN.exec(awb.trim().toUpperCase());
  if (!match?.[2]) return null;
  const facts = decodeShipmentId(Number.parseInt(match[2], 36));
  if (!facts || (match[1] === 'R') !== (facts.kind === 'return')) return null;
  return { ...facts, courierIndex: Number(match[3]) };
}
