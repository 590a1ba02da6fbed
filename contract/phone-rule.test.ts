import { describe, expect, it } from 'vitest';
import { phoneNumberSchema, registerSchema } from './auth';
import { messages } from './messages';
import { profileUpdateSchema } from './profile';

const signUp = { firstName: 'Asha', lastName: 'Roy', email: 'asha@example.com', password: 'secret1' };
const profile = { firstName: 'Asha', lastName: 'Roy', email: 'asha@example.com' };

describe('phoneNumberSchema', () => {
  it('takes 10 to 15 digits with the usual separators around them', () => {
    for (const phone of ['9876543210', '+91 98765 43210', '(033) 2229-1234', '123456789012345']) {
      expect(phoneNumberSchema.safeParse(phone).success, phone).toBe(true);
    }
    expect(phoneNumberSchema.parse('  98765 43210 ')).toBe('98765 43210');
  });

  it('refuses fewer than 10 or more than 15 digits with the spec message', () => {
    for (const phone of ['', '987654321', '1234567890123456', 'call me']) {
      const result = phoneNumberSchema.safeParse(phone);
      expect(result.success, phone).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.phoneInvalid);
    }
  });

  it('is the rule of both sign-up and the profile', () => {
    for (const phoneNumber of ['9876543210', '987654321']) {
      const signed = registerSchema.safeParse({ ...signUp, phoneNumber }).success;
      const saved = profileUpdateSchema.safeParse({ ...profile, phoneNumber }).success;
      expect(saved, phoneNumber).toBe(signed);
    }
  });
});
