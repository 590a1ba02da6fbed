import { describe, expect, it } from 'vitest';
import { fillPath, pathParamNames } from '../contract/api/route-path';
import { shopRoutes } from '../contract/api/shop-routes';
import { isCatalogueRead, isPrivateAnswer, isPublicMedia, savedVariantFor } from './cache-rules';

const at = (path: string) => new URL(path, 'https://shop.example');

/** A declared route's path with each parameter filled, as a shopper's request would ask for it. */
const sample = (path: string) => fillPath(path, Object.fromEntries(pathParamNames(path).map((name) => [name, 'x1'])));

const catalogue = Object.values(shopRoutes.catalogue);
const others = Object.entries(shopRoutes)
  .filter(([domain]) => domain !== 'catalogue')
  .flatMap(([, routes]) => Object.values(routes));

describe('service worker cache rules', () => {
  it('caches product and demo pictures', () => {
    expect(isPublicMedia(at('/media/demo/JX-BWL-0001-1.svg'), 'GET')).toBe(true);
    expect(isPublicMedia(at('/media/uploads/products/abc/1.webp'), 'GET')).toBe(true);
    expect(isPublicMedia(at('/media/demo/x.svg'), 'POST')).toBe(false);
  });

  it('never caches a return photo, at its private address or the retired public one', () => {
    expect(isPublicMedia(at('/api/orders/return-photo/65a1b2c3d4e5f6a7b8c9d0e1'), 'GET')).toBe(false);
    expect(isCatalogueRead(at('/api/orders/return-photo/65a1b2c3d4e5f6a7b8c9d0e1'), 'GET')).toBe(false);
    expect(isPublicMedia(at('/media/uploads/returns/65a1b2c3d4e5f6a7b8c9d0e1.webp'), 'GET')).toBe(false);
    expect(isPublicMedia(at('/media/uploads/Returns/65a1b2c3d4e5f6a7b8c9d0e1.webp'), 'GET')).toBe(false);
  });

  it('caches catalogue reads only', () => {
    expect(isCatalogueRead(at('/api/products/data/products'), 'GET')).toBe(true);
    expect(isCatalogueRead(at('/api/orders/get-orders'), 'GET')).toBe(false);
    expect(isCatalogueRead(at('/api/admin/returns'), 'GET')).toBe(false);
  });

  it("follows the catalogue's declared routes, and no other storefront route", () => {
    for (const route of catalogue) expect(isCatalogueRead(at(sample(route.path)), 'GET'), route.path).toBe(true);
    for (const route of catalogue) expect(isCatalogueRead(at(sample(route.path)), 'POST'), route.path).toBe(false);
    for (const route of others) expect(isCatalogueRead(at(sample(route.path)), 'GET'), route.path).toBe(false);
  });

  it('keeps private and no-store answers out of every cache', () => {
    expect(isPrivateAnswer(new Headers({ 'Cache-Control': 'private, no-store' }))).toBe(true);
    expect(isPrivateAnswer(new Headers({ 'Cache-Control': 'no-store' }))).toBe(true);
    expect(isPrivateAnswer(new Headers({ 'Cache-Control': 'public, max-age=86400' }))).toBe(false);
    expect(isPrivateAnswer(new Headers())).toBe(false);
  });
});

describe('a saved width standing in for a picture offline', () => {
  const picture = 'https://shop.test/media/uploads/products/bag-1.jpg';
  const asked = (width: number) => new URL(`${picture}?w=${width}`);

  it('takes the narrowest saved width that is at least as wide as the one asked for', () => {
    const saved = [`${picture}?w=800`, `${picture}?w=480`, 'https://shop.test/media/uploads/products/other.jpg?w=240'];
    expect(savedVariantFor(asked(240), saved)).toBe(`${picture}?w=480`);
    expect(savedVariantFor(asked(480), saved)).toBe(`${picture}?w=480`);
  });

  it('takes the widest saved when every saved width is narrower', () => {
    expect(savedVariantFor(asked(800), [`${picture}?w=240`, `${picture}?w=480`])).toBe(`${picture}?w=480`);
  });

  it('finds nothing for another picture, another origin, or an address without a width', () => {
    expect(savedVariantFor(asked(240), ['https://shop.test/media/uploads/products/other.jpg?w=480'])).toBeNull();
    expect(savedVariantFor(asked(240), ['https://elsewhere.test/media/uploads/products/bag-1.jpg?w=480'])).toBeNull();
    expect(savedVariantFor(new URL(picture), [`${picture}?w=480`])).toBeNull();
    expect(savedVariantFor(asked(240), [picture])).toBeNull();
  });
});
