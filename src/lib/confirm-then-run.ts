/**
 * Asks before a destructive action (a delete in the back office) and runs it, then `onDone`
 * (reload the list). Cancelling does nothing; a failure is logged only and the list stays as it
 * was (spec 001 section 8).
 */
export async function confirmThenRun(
  question: string,
  action: () => Promise<unknown>,
  onDone: () => void,
  failureLog: string,
): Promise<void> {
  if (!window.confirm(question)) return;
  try {
    await action();
    onDone();
  } catch (failure) {
    console.error(failureLog, failure);
  }
}
