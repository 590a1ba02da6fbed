import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, registerSchema } from './auth';
import { messages } from './messages';

describe('EMAIL_PATTERN', () => {
  it('keeps the addresses people have', () => {
    for (const address of [
      'a@b.in',
      'shopper@example.com',
      'First.Last@example.co.in',
      'first.last+jute-orders@mail.example.com',
      'o.neil-2024_x@sub.domain.example.org',
      "o'brien@example.ie",
      'user@xn--mller-kva.de',
      'user@example.xn--p1ai',
      `${'x'.repeat(64)}@example.com`,
    ]) {
      expect(EMAIL_PATTERN.test(address), address).toBe(true);
    }
  });

  it('refuses what a mailbox name cannot hold', () => {
    for (const address of [
      '<script>@x.com',
      'a<b@x.com',
      'name@x.com>',
      'a b@x.com',
      'a@x .com',
      '"quoted"@x.com',
      'a,b@x.com',
      'a;b@x.com',
      'a(b)@x.com',
      'a[b]@x.com',
      'a\\b@x.com',
      'a@b@x.com',
      'müller@example.de',
      'user@müller.de',
      '.a@x.com',
      'a.@x.com',
      'a..b@x.com',
      'a@x',
      'a@x.c',
      'a@-x.com',
      'a@x-.com',
      'a@x..com',
      'a@1.2.3.4',
      '@x.com',
      'a@',
      `${'x'.repeat(65)}@example.com`,
      `a@${`${'b'.repeat(60)}.`.repeat(5)}com`,
      'a@x.com\n',
    ]) {
      expect(EMAIL_PATTERN.test(address), address).toBe(false);
    }
  });

  it('gives the spec message at sign-up', () => {
    const result = registerSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: '<script>@x.com',
      phoneNumber: '9876543210',
      password: 'secret-1',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', messages.emailInvalid],
    ]);
  });
});
