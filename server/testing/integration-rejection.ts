import { expect } from 'vitest';
import { IntegrationError } from '../integrations/integration-error';

/** The IntegrationError a gateway call rejects with; fails the test when it resolves or throws another. */
export async function integrationRejection(promise: Promise<unknown>): Promise<IntegrationError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(IntegrationError);
  return error as IntegrationError;
}
