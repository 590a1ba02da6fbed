// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { withIdleTimers } from '../../tests/setup/idle-timers';

// The page the app opened on is a module's state (below-the-fold.tsx's `opening`, parts-in-turn.ts's
// queue), and the workers keep modules between files: each test imports its own copies, React's too.
async function freshModules() {
  vi.resetModules();
  const [react, client, router, belowTheFold, partsInTurn] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('react-router'),
    import('./below-the-fold'),
    import('./parts-in-turn'),
  ]);
  return { react, client, router, belowTheFold, partsInTurn };
}

const { unmountAfterEach } = withIdleTimers();

async function drawPage(page: (modules: Awaited<ReturnType<typeof freshModules>>) => React.ReactNode) {
  const modules = await freshModules();
  const container = document.createElement('div');
  document.body.append(container);
  const root = modules.client.createRoot(container);
  const { act } = modules.react;
  act(() => root.render(<modules.router.MemoryRouter>{page(modules)}</modules.router.MemoryRouter>));
  unmountAfterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  const drawn = () => [...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { drawn, wait, between: modules.partsInTurn.BETWEEN_PARTS_MS };
}

it('draws the parts below the first screen one at a time, each once the browser is idle after the one before', async () => {
  const { drawn, wait, between } = await drawPage(({ belowTheFold: { BelowTheFold } }) => (
    <>
      <p>first screen</p>
      <BelowTheFold>
        <p>others also bought</p>
      </BelowTheFold>
      <BelowTheFold>
        <p>footer</p>
      </BelowTheFold>
    </>
  ));
  expect(drawn()).toEqual(['first screen']);
  // The browser's first idle moment (at most 2 s): the first part only.
  wait(2000);
  expect(drawn()).toEqual(['first screen', 'others also bought']);
  wait(between);
  expect(drawn()).toEqual(['first screen', 'others also bought', 'footer']);
});

it("draws a list's later cards six at a time after its first screen of eight", async () => {
  const names = Array.from({ length: 21 }, (_, index) => `card ${index + 1}`);
  const { drawn, wait, between } = await drawPage(({ belowTheFold: { FirstScreenFirst } }) => (
    <FirstScreenFirst items={names} render={(name) => <p key={name}>{name}</p>} />
  ));
  expect(drawn()).toEqual(names.slice(0, 8));
  wait(2000);
  expect(drawn()).toEqual(names.slice(0, 14));
  wait(between);
  expect(drawn()).toEqual(names.slice(0, 20));
  wait(between);
  // In the list's order, the last part after the others.
  expect(drawn()).toEqual(names);
});
