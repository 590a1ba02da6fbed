import { describe, expect, it } from 'vitest';
import { profileUpdateBody } from './update-profile';

const complete = {
  fullName: 'Asha Sharma',
  houseNumber: '12',
  streetAddress: 'MG Road',
  city: 'Kolkata',
  postalCode: '700001',
  state: 'West Bengal',
  phone: '9876543210',
  country: 'India',
};

describe('profileUpdateBody', () => {
  it('sends only complete addresses and an empty dob as null', () => {
    const body = profileUpdateBody({
      firstName: 'Asha',
      lastName: 'Sharma',
      email: 'asha@example.in',
      phoneNumber: '9876543210',
      dob: '',
      address: [
        { ...complete, _id: 'a1' },
        { ...complete, city: '' },
      ],
    });
    expect(body.address).toEqual([complete]);
    expect(body.dob).toBeNull();
  });
});
