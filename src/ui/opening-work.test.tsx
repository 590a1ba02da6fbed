// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { withIdleTimers } from '../../tests/setup/idle-timers';

// The parts still to be drawn are a module's state (opening-work.ts, below-the-fold.tsx's
// `opening`, parts-in-turn.ts's queue), and the workers keep modules between files: each test
// imports its own copies, React's too.
async function freshModules() {
  vi.resetModules();
  const [react, client, router, belowTheFold, lazyPart, openingWork] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('react-router'),
    import('./below-the-fold'),
    import('./lazy-part'),
    import('./opening-work'),
  ]);
  return { react, client, router, belowTheFold, lazyPart, openingWork };
}

const { unmountAfterEach } = withIdleTimers();

/**
 * Home's shape: a first screen, two parts below the fold, the second with code of its own that
 * arrives when `arrive` is called. `decorate` is what waits for the whole page (the confetti).
 */
async function openPage() {
  const modules = await freshModules();
  const { act } = modules.react;
  let arrive: () => void = () => undefined;
  const code = new Promise<() => React.ReactNode>((resolve) => {
    arrive = () => resolve(() => <p>our story</p>);
  });
  const OurStory = modules.lazyPart.lazyPart(() => code);
  const { BelowTheFold } = modules.belowTheFold;
  const container = document.createElement('div');
  document.body.append(container);
  const root = modules.client.createRoot(container);
  act(() =>
    root.render(
      <modules.router.MemoryRouter>
        <p>first screen</p>
        <BelowTheFold>
          <p>trending bowls</p>
        </BelowTheFold>
        <BelowTheFold>
          <OurStory />
        </BelowTheFold>
      </modules.router.MemoryRouter>,
    ),
  );
  unmountAfterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  const decorated: string[] = [];
  const cancel = modules.openingWork.whenPageDrawn(() => decorated.push('confetti'), 2000);
  return {
    drawn: () => [...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent),
    decorated,
    cancel,
    // A step at a time: each part's transition is committed as act ends, and the next part's
    // turn comes at the idle moment after that commit.
    wait: (ms: number) => {
      for (let waited = 0; waited < ms; waited += 500) act(() => vi.advanceTimersByTime(Math.min(500, ms - waited)));
    },
    arrive: async () => {
      await act(async () => {
        arrive();
        // The lazy part renders at its code's answer, a turn of microtasks later.
        await code;
        await Promise.resolve();
      });
    },
    limit: modules.openingWork.OPENING_WORK_LIMIT_MS,
  };
}

it('waits for every part below the fold and the code of the lazy ones, then runs at an idle moment', async () => {
  const page = await openPage();
  expect(page.drawn()).toEqual(['first screen']);

  // Both parts drawn in turn; the story's code has not come yet, so the page is not whole.
  await page.wait(5000);
  expect(page.drawn()).toEqual(['first screen', 'trending bowls']);
  expect(page.decorated).toEqual([]);
  // Idle moments pass; still waiting for the story's code.
  await page.wait(5000);
  expect(page.decorated).toEqual([]);

  await page.arrive();
  expect(page.drawn()).toEqual(['first screen', 'trending bowls', 'our story']);
  // Not in the task that drew the last part: at the idle moment after it.
  expect(page.decorated).toEqual([]);
  await page.wait(2000);
  expect(page.decorated).toEqual(['confetti']);
});

it("runs anyway once the limit has passed, when a part's code never comes", async () => {
  const page = await openPage();
  await page.wait(5000);
  expect(page.decorated).toEqual([]);
  await page.wait(page.limit);
  expect(page.decorated).toEqual(['confetti']);
  expect(page.drawn()).toEqual(['first screen', 'trending bowls']);
});

it('runs nothing once cancelled (the hero gone, or the shopper asked for less motion)', async () => {
  const page = await openPage();
  await page.wait(5000);
  page.cancel();
  await page.arrive();
  await page.wait(page.limit + 2000);
  expect(page.drawn()).toEqual(['first screen', 'trending bowls', 'our story']);
  expect(page.decorated).toEqual([]);
});

it('runs at the idle moment when the page has no parts left to draw', async () => {
  const { openingWork } = await freshModules();
  const decorated: string[] = [];
  openingWork.whenPageDrawn(() => decorated.push('confetti'), 2000);
  expect(decorated).toEqual([]);
  vi.advanceTimersByTime(2000);
  await Promise.resolve();
  vi.advanceTimersByTime(2000);
  expect(decorated).toEqual(['confetti']);
});
