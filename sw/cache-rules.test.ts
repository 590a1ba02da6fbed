import { describe, expect, it } from 'vitest';
import { isCatalogueRead, isPrivateAnswer, isPublicMedia } from './cache-rules';

const at = (path: string) => new URL(path, 'https://shop.example');

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

  it('keeps private and no-store answers out of every cache', () => {
    expect(isPrivateAnswer(new Headers({ 'Cache-Control': 'private, no-store' }))).toBe(true);
    expect(isPrivateAnswer(new Headers({ 'Cache-Control': 'no-store' }))).toBe(true);
    expect(isPrivateAnswer(new Headers({ 'Cache-Control': 'public, max-age=86400' }))).toBe(false);
    expect(isPrivateAnswer(new Headers())).toBe(false);
  });
});
