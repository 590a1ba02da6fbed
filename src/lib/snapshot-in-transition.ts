import { startTransition, useEffect, useState } from 'react';

/**
 * A store's snapshot in a component, as useSyncExternalStore gives it, with each change drawn as
 * a transition (docs/decisions/294). For state no tap waits on: a fetch's phase, the search
 * index catching up, the load's session check.
 *
 * useSyncExternalStore draws every change at once, and when a store it reads changes while a
 * transition is rendering (the app's first render, sliced over a few seconds on a slow phone),
 * React throws that render's work away and renders the whole tree again in one task so no two
 * components show different values: on a searched page opened cold, the index's catch-up did
 * that to the app's first render, some 600 ms of blocking time at the calibrated slowdown.
 *
 * `subscribe` and `getSnapshot` must keep their identity while they read the same thing; a new
 * `getSnapshot` (another key) is read at once, as the store holds it.
 */
export function useSnapshotInTransition<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T): T {
  const [shown, setShown] = useState(() => ({ getSnapshot, value: getSnapshot() }));
  useEffect(() => {
    let last: { value: T } | undefined;
    const follow = () => {
      const value = getSnapshot();
      if (last && Object.is(last.value, value)) return; // another part of the store changed
      last = { value };
      startTransition(() =>
        setShown((before) =>
          before.getSnapshot === getSnapshot && Object.is(before.value, value) ? before : { getSnapshot, value },
        ),
      );
    };
    follow(); // a change between the render and this subscription
    return subscribe(follow);
  }, [subscribe, getSnapshot]);
  return shown.getSnapshot === getSnapshot ? shown.value : getSnapshot();
}
