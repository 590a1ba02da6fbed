import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { outcomeFor } from './enqueue';
import type { Rejection } from './entry-outcome';

const http = (status: number, message = 'Request failed', fromServer = false) =>
  new ApiError({ message, status, kind: 'http', fromServer });
const rejection: Rejection = {
  key: 'k',
  productId: 'p',
  productTitle: 'Jute bowl',
  reason: 'x',
  status: 409,
  op: 'add',
};

describe("an enqueued change's outcome (spec 000 s8, add to cart, with the outbox)", () => {
  it('is sent once the server confirmed', () => {
    expect(outcomeFor({ kind: 'confirmed' }, false)).toEqual({ kind: 'sent' });
  });

  it('without an outcome of its own (the push stopped at an older entry) is queued while still in the outbox', () => {
    expect(outcomeFor(undefined, true)).toEqual({ kind: 'queued' });
    expect(outcomeFor(undefined, false)).toEqual({ kind: 'sent' });
  });

  it('keeps the change (queued) when no answer came or the server failed: never "failed" for a kept change', () => {
    const timeout = new ApiError({ message: 'timed out', status: 0, kind: 'timeout' });
    expect(outcomeFor({ kind: 'stopped', phase: 'offline', error: timeout }, false)).toEqual({ kind: 'queued' });
    expect(outcomeFor({ kind: 'stopped', phase: 'error', error: http(500) }, false)).toEqual({ kind: 'queued' });
  });

  it('maps a 401 stop to the expired session (the change waits for the next sign-in)', () => {
    expect(outcomeFor({ kind: 'stopped', phase: 'unauthorized', error: http(401) }, false)).toEqual({
      kind: 'session-expired',
    });
  });

  it("words a refused add (dropped from the bag) with the spec's messages: 400 server message or fallback, 409, other", () => {
    const refused = (error: ApiError) => outcomeFor({ kind: 'rejected', rejection, error }, false);
    expect(refused(http(400, 'Quantity must be a whole number from 1 to 5', true))).toEqual({
      kind: 'refused',
      message: 'Quantity must be a whole number from 1 to 5',
    });
    expect(refused(http(400))).toEqual({ kind: 'refused', message: 'Invalid request. Please try again.' });
    expect(refused(http(409, 'This item is out of stock', true))).toEqual({
      kind: 'refused',
      message: 'Item already in cart or out of stock.',
    });
    expect(refused(http(503))).toEqual({ kind: 'refused', message: 'Failed to add item to cart. Please try again.' });
  });

  it("words a refused favourite with the shop's reason", () => {
    const favourite: Rejection = { ...rejection, op: 'favourite-add' };
    expect(
      outcomeFor({ kind: 'rejected', rejection: favourite, error: http(404, 'Product not found', true) }, false),
    ).toEqual({ kind: 'refused', message: 'Product not found' });
  });
});
