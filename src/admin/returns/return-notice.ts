import { isApiError } from '../../api/api-error';
import { getErrorMessage } from '../../lib/get-error-message';

/** The outcome of the last action on the return page, kept above the re-read return. */
export type ReturnNotice = { color: 'green' | 'yellow' | 'red'; message: string };

/**
 * A failed action, said honestly: a refusal is the server's own message (nothing changed); no
 * answer at all means the change may have been kept, so the page re-reads the return instead
 * of claiming it failed.
 */
export function failureNotice(error: unknown, fallback: string): ReturnNotice {
  if (isApiError(error) && (error.status === 0 || error.status >= 500) && !error.fromServer) {
    return {
      color: 'yellow',
      message: 'No answer from the server. The return has been re-read: check its state before trying again.',
    };
  }
  return { color: 'red', message: getErrorMessage(error, fallback) };
}
