import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { beginPagePart } from './opening-work';

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
      // A part of the page still to be drawn until its code has come and it is rendered, or it
      // could not come (opening-work.ts).
      const endPart = beginPagePart();
      load().then(
        (component) => {
          loaded = component;
          // Gone meanwhile: its cleanup has ended the part already.
          if (active) startTransition(() => setPart(() => component));
        },
        (error: unknown) => {
          console.warn('A part of the page could not load:', error);
          endPart();
        },
      );
      return () => {
        active = false;
        endPart();
      };
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  };
}
