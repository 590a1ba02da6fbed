import { describe, expect, it } from 'vitest';
import { returnPathOf, signInStateFor } from './return-path';

describe('the page sign-in returns to', () => {
  it('is the page the shopper left, with its query', () => {
    const state = signInStateFor({ pathname: '/productpage/hand-braided-jute-bowl-indigo-jutexx', search: '?x=1' });
    expect(returnPathOf(state)).toBe('/productpage/hand-braided-jute-bowl-indigo-jutexx?x=1');
  });

  it('is never another site, the sign-in forms or the back office', () => {
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/login',
      '/Signup',
      '/admin/orders',
    ]) {
      expect(returnPathOf({ returnTo })).toBeNull();
    }
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf({ returnTo: 42 })).toBeNull();
  });
});
