import { describe, expect, it } from 'vitest';
import { API_DOMAINS } from './routes';
import { shopRoutes } from './shop-routes';

describe('the storefront route addresses', () => {
  it('name each declaration the storefront domains hold, at its method and path', () => {
    const addresses = Object.values(shopRoutes).flatMap((domain) => Object.values(domain));
    const declared = Object.keys(shopRoutes).flatMap((domain) =>
      Object.entries(API_DOMAINS[domain as keyof typeof shopRoutes]).map(([name, route]) => ({
        domain,
        name,
        method: route.method,
        path: route.path,
      })),
    );
    expect(addresses.map((address) => ({ ...address }))).toEqual(declared);
  });
});
