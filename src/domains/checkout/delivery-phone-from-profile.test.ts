import { describe, expect, it } from 'vitest';
import { deliveryPhoneFromProfile } from './delivery-phone-from-profile';

describe('deliveryPhoneFromProfile', () => {
  it('takes the ten digits of an Indian number in its common forms', () => {
    expect(deliveryPhoneFromProfile('9830012345')).toBe('9830012345');
    expect(deliveryPhoneFromProfile('98300 12345')).toBe('9830012345');
    expect(deliveryPhoneFromProfile('+91 98300-12345')).toBe('9830012345');
    expect(deliveryPhoneFromProfile('098300 12345')).toBe('9830012345');
  });

  it('leaves the field empty for anything else', () => {
    expect(deliveryPhoneFromProfile('')).toBe('');
    expect(deliveryPhoneFromProfile(null)).toBe('');
    expect(deliveryPhoneFromProfile('+44 20 7946 0958')).toBe('');
    expect(deliveryPhoneFromProfile('12345')).toBe('');
  });
});
