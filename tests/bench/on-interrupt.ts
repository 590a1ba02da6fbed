/**
 * Clean-ups to run if the bench is stopped with Ctrl-C (or SIGTERM): the server it started is
 * stopped and the database it created dropped, as a finished run would.
 */
const cleanups = new Set<() => Promise<void>>();

/** Registers `cleanup` until the returned function is called (when the run did it itself). */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.info(`\n${signal}: stopping the bench server and dropping its database`);
    // Newest first: the server stops before its database is dropped.
    const pending = [...cleanups].reverse();
    (async () => {
      for (const cleanup of pending) await cleanup().catch((error: unknown) => console.error(error));
    })().finally(() => process.exit(130));
  });
}
