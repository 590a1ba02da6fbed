import { describe, expect, it } from 'vitest';
import { awbFor, decodeAwb, decodeShipmentId, newShipmentId } from './sandbox-ids';

describe('sandbox shipment ids and AWBs', () => {
  const createdAt = Date.UTC(2025, 10, 20, 4, 30, 15);

  it('carry the creation time, the pincode district and the direction', () => {
    const forward = newShipmentId(createdAt + 400, '560001', 'forward');
    expect(decodeShipmentId(forward)).toEqual({
      shipmentId: forward,
      createdAtMs: createdAt,
      pinPrefix: '560',
      kind: 'forward',
      cod: false,
    });
    expect(decodeShipmentId(newShipmentId(createdAt, '560001', 'forward', true))).toMatchObject({
      kind: 'forward',
      cod: true,
    });
    const back = newShipmentId(createdAt, '110001', 'return');
    expect(decodeShipmentId(back)).toMatchObject({ pinPrefix: '110', kind: 'return' });
    expect(Number.isSafeInteger(back)).toBe(true);
  });

  it('round-trip through the AWB with the courier, and refuse anything else', () => {
    const facts = decodeShipmentId(newShipmentId(createdAt, '700029', 'return'));
    if (!facts) throw new Error('could not decode');
    const awb = awbFor(facts, 3);
    expect(awb).toMatch(/^SBR[0-9A-Z]{10}3$/);
    expect(decodeAwb(awb)).toEqual({ ...facts, courierIndex: 3 });
    expect(decodeAwb(awb.toLowerCase())).toEqual({ ...facts, courierIndex: 3 });

    for (const bad of ['', 'SBX', '1234567890123', `SBX${awb.slice(3)}`, `${awb}0`]) {
      expect(decodeAwb(bad)).toBeNull();
    }
    for (const bad of [0, -5, 1.5, 12, Number.NaN, 2 ** 60]) expect(decodeShipmentId(bad)).toBeNull();
  });
});
