import { describe, expect, it } from 'vitest';
import type { Courier } from '../../../contract/shipments';
import { courierLabel } from './courier-label';

const courier = (patch: Partial<Courier>): Courier => ({
  courier_company_id: 1,
  courier_name: 'Blue Dart Air',
  rate: 117,
  cod: 1,
  ...patch,
});

describe('courierLabel', () => {
  it('says one day in the singular, as ShipRocket sends it (a string or a number)', () => {
    expect(courierLabel(courier({ estimated_delivery_days: '1' }))).toBe('Blue Dart Air — Rs.117.00 · 1 day · COD');
    expect(courierLabel(courier({ estimated_delivery_days: 1 }))).toBe('Blue Dart Air — Rs.117.00 · 1 day · COD');
  });

  it('says several days in the plural and keeps a range as the aggregator wrote it', () => {
    expect(courierLabel(courier({ estimated_delivery_days: '4', cod: 0 }))).toBe('Blue Dart Air — Rs.117.00 · 4 days');
    expect(courierLabel(courier({ estimated_delivery_days: '2-3' }))).toBe(
      'Blue Dart Air — Rs.117.00 · 2-3 days · COD',
    );
  });

  it('leaves out an estimate that is missing or zero', () => {
    expect(courierLabel(courier({}))).toBe('Blue Dart Air — Rs.117.00 · COD');
    expect(courierLabel(courier({ estimated_delivery_days: 0, cod: false }))).toBe('Blue Dart Air — Rs.117.00');
  });
});
