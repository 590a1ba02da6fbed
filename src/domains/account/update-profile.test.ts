import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { type ProfileFormValues, profileUpdateBody, toFormErrors, validateProfile } from './update-profile';

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

describe('profile field errors', () => {
  const values = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
    firstName: 'Asha',
    lastName: 'Sharma',
    email: 'asha@example.in',
    phoneNumber: '9876543210',
    dob: '',
    address: [complete],
    ...overrides,
  });

  it("flags the e-mail and the phone with the contract's messages", () => {
    expect(validateProfile(values({ email: 'asha@', phoneNumber: '12' }))).toEqual({
      email: messages.emailInvalid,
      phoneNumber: messages.phoneInvalid,
    });
    expect(validateProfile(values())).toEqual({});
  });

  it("puts the server's message for the n-th address sent on that address's row of the form", () => {
    const form = values({ address: [{ ...complete, city: '' }, complete] });
    expect(toFormErrors({ 'address.0.postalCode': 'Too long', email: 'Taken' }, form)).toEqual({
      'address.1.postalCode': 'Too long',
      email: 'Taken',
    });
  });
});
