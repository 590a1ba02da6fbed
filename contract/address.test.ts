import { describe, expect, it } from 'vitest';
import { addressLine, streetLine, townLine } from './address';

const address = {
  fullName: 'Asha Roy',
  houseNumber: '12B',
  streetAddress: 'Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  postalCode: '700016',
  country: 'India',
  phone: '9876543210',
};

describe('addressLine', () => {
  it('writes house, area, city, state and pincode on one line', () => {
    expect(addressLine(address)).toBe('12B, Park Street, Kolkata, West Bengal, 700016');
  });

  it('puts the name before and the country after only when asked', () => {
    expect(addressLine(address, { name: true })).toBe('Asha Roy, 12B, Park Street, Kolkata, West Bengal, 700016');
    expect(addressLine(address, { name: true, country: true })).toBe(
      'Asha Roy, 12B, Park Street, Kolkata, West Bengal, 700016, India',
    );
  });

  it('leaves out blank, missing and null parts without doubled commas', () => {
    expect(addressLine({ ...address, houseNumber: '', city: '  ', postalCode: undefined }, { country: true })).toBe(
      'Park Street, West Bengal, India',
    );
    expect(addressLine({ houseNumber: null, streetAddress: 'Park Street' })).toBe('Park Street');
    expect(addressLine({})).toBe('');
  });
});

describe('streetLine and townLine', () => {
  it('split the address into the two lines of a label', () => {
    expect(streetLine(address)).toBe('12B, Park Street');
    expect(townLine(address)).toBe('Kolkata, West Bengal, 700016');
    expect(streetLine({ streetAddress: 'Park Street' })).toBe('Park Street');
  });
});
