import { describe, expect, it } from 'vitest';
import { emptyDraft, RETURN_REASONS, stepComplete } from './return-steps';

describe('stepComplete', () => {
  const image = new Blob(['x']);
  it('needs a product on step 1', () => {
    expect(stepComplete(0, emptyDraft)).toBe(false);
    expect(stepComplete(0, { ...emptyDraft, productId: 'p1' })).toBe(true);
  });
  it('needs a whole number of units, at least one', () => {
    expect(stepComplete(0, { ...emptyDraft, productId: 'p1', quantity: 2 })).toBe(true);
    expect(stepComplete(0, { ...emptyDraft, productId: 'p1', quantity: 0 })).toBe(false);
    expect(stepComplete(0, { ...emptyDraft, productId: 'p1', quantity: 1.5 })).toBe(false);
  });
  it('needs a reason on step 2', () => {
    expect(stepComplete(1, emptyDraft)).toBe(false);
    expect(stepComplete(1, { ...emptyDraft, reason: RETURN_REASONS[0] })).toBe(true);
  });
  it('needs both a description and an image on step 3', () => {
    expect(stepComplete(2, { ...emptyDraft, description: 'torn' })).toBe(false);
    expect(stepComplete(2, { ...emptyDraft, image })).toBe(false);
    expect(stepComplete(2, { ...emptyDraft, description: '   ', image })).toBe(false);
    expect(stepComplete(2, { ...emptyDraft, description: 'torn', image })).toBe(true);
  });
  it('submits only a complete draft', () => {
    expect(stepComplete(3, { ...emptyDraft, productId: 'p1', reason: 'Other', description: 'x' })).toBe(false);
    expect(stepComplete(3, { productId: 'p1', quantity: 1, reason: 'Other', description: 'x', image })).toBe(true);
  });
});
