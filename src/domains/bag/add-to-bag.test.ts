import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { addResult } from './add-to-bag';

const http = (status: number, message = 'Request failed', fromServer = false) =>
  new ApiError({ message, status, kind: 'http', fromServer });
const rejection = { key: 'k', productId: 'p', productTitle: 'Jute bowl', reason: 'x', status: 409, op: 'add' as const };

describe('addResult (spec 000 s8, add to cart, with the outbox)', () => {
  it('is added once the server confirmed', () => {
    expect(addResult({ kind: 'confirmed', cart: { cart: [], value: 0 } })).toEqual({ kind: 'added' });
  });

  it('without an outcome of its own (the push stopped at an older entry) is queued while still in the outbox', () => {
    expect(addResult(undefined, true)).toEqual({ kind: 'queued' });
    expect(addResult(undefined, false)).toEqual({ kind: 'added' });
  });

  it('keeps the change (queued) when no answer came or the server failed: never "failed" for a kept change', () => {
    const timeout = new ApiError({ message: 'timed out', status: 0, kind: 'timeout' });
    expect(addResult({ kind: 'stopped', phase: 'offline', error: timeout })).toEqual({ kind: 'queued' });
    expect(addResult({ kind: 'stopped', phase: 'error', error: http(500) })).toEqual({ kind: 'queued' });
  });

  it('maps a 401 stop to the expired session (the change waits for the next sign-in)', () => {
    expect(addResult({ kind: 'stopped', phase: 'unauthorized', error: http(401) })).toEqual({
      kind: 'session-expired',
    });
  });

  it("maps refusals (dropped from the bag) to the spec's messages: 400 server message or fallback, 409, other", () => {
    expect(
      addResult({ kind: 'rejected', rejection, error: http(400, 'Quantity must be a whole number from 1 to 5', true) }),
    ).toEqual({ kind: 'refused', message: 'Quantity must be a whole number from 1 to 5' });
    expect(addResult({ kind: 'rejected', rejection, error: http(400) })).toEqual({
      kind: 'refused',
      message: 'Invalid request. Please try again.',
    });
    expect(addResult({ kind: 'rejected', rejection, error: http(409, 'This item is out of stock', true) })).toEqual({
      kind: 'refused',
      message: 'Item already in cart or out of stock.',
    });
    expect(addResult({ kind: 'rejected', rejection, error: http(503) })).toEqual({
      kind: 'refused',
      message: 'Failed to add item to cart. Please try again.',
    });
  });
});
