import { describe, expect, it } from 'vitest';
import { typedNumber } from './order-number';
import { typedPhoneDigits } from './staff-search';

describe('what staff type', () => {
  it('reads a phone number in any common form as its last 10 digits', () => {
    expect(typedPhoneDigits('98300 12345')).toBe('9830012345');
    expect(typedPhoneDigits('+91 9830012345')).toBe('9830012345');
    expect(typedPhoneDigits('098300-12345')).toBe('9830012345');
    expect(typedPhoneDigits('(983) 001.2345')).toBe('9830012345');
    expect(typedPhoneDigits('12345')).toBe('12345');
    expect(typedPhoneDigits('1234')).toBeNull();
    expect(typedPhoneDigits('Priya 98300')).toBeNull();
  });

  it("reads an order or return number with or without its '#'", () => {
    expect(typedNumber('#1cd6ac')).toBe('1cd6ac');
    expect(typedNumber(' # 2F67EFB5 ')).toBe('2f67efb5');
    expect(typedNumber('Priya')).toBeNull();
    expect(typedNumber('#12')).toBeNull();
  });
});
