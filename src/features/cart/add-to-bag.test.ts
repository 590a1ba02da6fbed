import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { addOutcomeMessage, addToBagMessages } from './add-to-bag';

const http = (status: number, message = 'Request failed', fromServer = false) =>
  new ApiError({ message, status, kind: 'http', fromServer });
const rejection = { key: 'k', productId: 'p', productTitle: 'Jute bowl', reason: 'x', status: 409, op: 'add' as const };

describe('addOutcomeMessage (spec 000 s8, add to cart)', () => {
  it('is null once the server confirmed', () => {
    expect(addOutcomeMessage({ kind: 'confirmed', cart: { cart: [], value: 0 } })).toBeNull();
  });

  it('maps stops: 401 to session expired, timeout, anything else to the generic failure', () => {
    expect(addOutcomeMessage({ kind: 'stopped', phase: 'unauthorized', error: http(401) })).toBe(
      addToBagMessages.sessionExpired,
    );
    const timeout = new ApiError({ message: 'timed out', status: 0, kind: 'timeout' });
    expect(addOutcomeMessage({ kind: 'stopped', phase: 'offline', error: timeout })).toBe(
      'Request timed out. Please check your connection and try again.',
    );
    expect(addOutcomeMessage({ kind: 'stopped', phase: 'error', error: http(500) })).toBe(
      'Failed to add item to cart. Please try again.',
    );
  });

  it('maps refusals: 400 server message else the fallback, 409 to the conflict message', () => {
    expect(
      addOutcomeMessage({
        kind: 'rejected',
        rejection,
        error: http(400, 'Quantity must be a whole number from 1 to 5', true),
      }),
    ).toBe('Quantity must be a whole number from 1 to 5');
    expect(addOutcomeMessage({ kind: 'rejected', rejection, error: http(400) })).toBe(
      'Invalid request. Please try again.',
    );
    expect(
      addOutcomeMessage({ kind: 'rejected', rejection, error: http(409, 'This item is out of stock', true) }),
    ).toBe('Item already in cart or out of stock.');
  });
});
