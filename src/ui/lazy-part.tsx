import { type ComponentType, startTransition, useEffect, useState } from 'react';

/**
 * A part of a page whose code comes in its own chunk when it is first drawn (the footer, which
 * BelowTheFold draws after the first screen): nothing until the chunk has arrived, then the part,
 * rendered as a transition. If the chunk cannot be fetched (offline before the service worker
 * has it) the part is left out and the page goes on; the next mount asks again.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  return function LazyPart(props: Props) {
    const [Part, setPart] = useState(() => loaded);
    useEffect(() => {
      if (Part) return;
      let active = true;
      load().then(
        (component) => {
          loaded = component;
          if (active) startTransition(() => setPart(() => component));
        },
        (error: unknown) => console.warn('A part of the page could not load:', error),
      );
      return () => {
        active = false;
      };
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  };
}
