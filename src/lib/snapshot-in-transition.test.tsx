// @vitest-environment happy-dom
import { act, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { reactInPage, renderInPage } from '../../tests/setup/react-in-page';
import { memoryStore } from './memory-store';
import { useSnapshotInTransition } from './snapshot-in-transition';

reactInPage();

const CARDS = Array.from({ length: 25 }, (_, n) => `card ${n}`);

type Hook = (store: ReturnType<typeof memoryStore<number>>) => number;
const inTransition: Hook = (store) => useSnapshotInTransition(store.subscribe, store.get);
const atOnce: Hook = (store) => useSyncExternalStore(store.subscribe, store.get);

/**
 * A page as the app's first render draws it: a part that reads the store, then a part whose
 * render takes long, during which the store changes (the search index catching up with the mirror).
 */
function pageRenders(hook: Hook): { renders: number; shown: () => string | null } {
  const store = memoryStore(0);
  let renders = 0;
  function Reader() {
    return <p>{hook(store)}</p>;
  }
  function Slow() {
    renders++;
    if (renders === 1) store.set(1);
    return (
      <ul>
        {CARDS.map((card) => (
          <li key={card}>{card}</li>
        ))}
      </ul>
    );
  }
  const { container } = renderInPage(
    <>
      <Reader />
      <Slow />
    </>,
    { transition: true },
  );
  return { renders, shown: () => container.querySelector('p')?.textContent ?? null };
}

describe('useSnapshotInTransition', () => {
  it('does not make React render the whole page again when the store changes during its render', () => {
    // The cost it removes: with useSyncExternalStore React throws the render away and renders the
    // tree once more, at once.
    expect(pageRenders(atOnce).renders).toBe(2);
    const page = pageRenders(inTransition);
    expect(page.renders).toBe(1);
    // …and the change is still drawn.
    expect(page.shown()).toBe('1');
  });

  it('draws each change, and a new snapshot function at once', () => {
    const counts = memoryStore(3);
    const names = memoryStore('a');
    function Shown({ which }: { which: 'counts' | 'names' }) {
      const store = which === 'counts' ? counts : names;
      return <p>{String(useSnapshotInTransition(store.subscribe, store.get as () => unknown))}</p>;
    }
    const { container, root } = renderInPage(<Shown which="counts" />);
    expect(container.textContent).toBe('3');
    act(() => counts.set(4));
    expect(container.textContent).toBe('4');
    act(() => root.render(<Shown which="names" />));
    expect(container.textContent).toBe('a');
    act(() => names.set('b'));
    expect(container.textContent).toBe('b');
    act(() => counts.set(5)); // the store it no longer reads
    expect(container.textContent).toBe('b');
  });
});
