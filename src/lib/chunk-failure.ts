/** A lazily loaded chunk of the app's code that did not arrive (offline, or a deploy removed it). */
export function isChunkFailure(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
}
