import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { LOST_ANSWER_MESSAGE, NO_ANSWER_MESSAGE, OFFLINE_MESSAGE } from './connection-messages';
import { getErrorMessage } from './get-error-message';

const noNetwork = new ApiError({ message: 'Network response was not ok', status: 0, kind: 'network' });
const timedOut = new ApiError({ message: 'The request timed out', status: 0, kind: 'timeout' });

describe('getErrorMessage', () => {
  it('says the shopper is offline instead of the spec fallback when no request got through', () => {
    expect(getErrorMessage(noNetwork, 'Login failed. Please check your credentials and try again.')).toBe(
      OFFLINE_MESSAGE,
    );
    expect(getErrorMessage(noNetwork, 'An error occurred')).toBe(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toMatch(/offline/);
  });

  it('never says "not sent" when the request left an online browser and its answer was lost', () => {
    const lost = new ApiError({ message: 'Failed to fetch', status: 0, kind: 'network', maybeSent: true });
    expect(getErrorMessage(lost, 'Failed to save the address')).toBe(LOST_ANSWER_MESSAGE);
    expect(LOST_ANSWER_MESSAGE).not.toMatch(/wasn't sent|offline/);
  });

  it('says the shop did not answer when the request timed out', () => {
    expect(getErrorMessage(timedOut, 'Failed to update profile')).toBe(NO_ANSWER_MESSAGE);
  });

  it("keeps the server's own message, then the fallback, for answers that came back", () => {
    const refused = new ApiError({
      message: 'Incorrect email or password',
      status: 401,
      kind: 'http',
      fromServer: true,
    });
    expect(getErrorMessage(refused, 'Login failed.')).toBe('Incorrect email or password');
    const bare = new ApiError({ message: 'Request failed (502)', status: 502, kind: 'http' });
    expect(getErrorMessage(bare, 'Failed to update profile')).toBe('Failed to update profile');
    expect(getErrorMessage(new Error('boom'))).toBe('boom');
  });
});
