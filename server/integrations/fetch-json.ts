import type { FetchLike } from './fetch-like';
import { IntegrationError, type IntegrationProvider } from './integration-error';

export type JsonAnswer = { status: number; ok: boolean; body: unknown };

/**
 * One JSON request to a provider with a time limit. A network failure or timeout becomes an
 * IntegrationError with status 0; an HTTP error is returned for the client to read, since each
 * provider words its errors differently.
 */
export async function fetchJson(
  provider: IntegrationProvider,
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<JsonAnswer> {
  const { timeoutMs, ...rest } = init;
  let response: Response;
  try {
    response = await fetchImpl(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    const reason = cause instanceof Error && cause.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new IntegrationError(provider, 0, `${provider} ${reason}`, undefined, undefined, { cause });
  }
  const text = await response.text();
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      // A proxy's HTML error page, say: keep its start for the error message.
      body = { raw: text.slice(0, 500) };
    }
  }
  return { status: response.status, ok: response.ok, body };
}
