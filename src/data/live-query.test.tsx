// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { reactInPage, renderInPage } from '../../tests/setup/react-in-page';
import { openDatabase } from './db';
import {
  forgetPrimedAnswers,
  keepAnswersForNextPage,
  primeLiveQuery,
  readFirstAnswer,
  turnPage,
  useLiveQuery,
  usePrimedLiveQuery,
} from './live-query';
import { createTestDatabase, sampleProduct } from './test-database.test-support';

reactInPage();

/** Writes the mirror as the sync does, then lets the live query answer and React draw it. */
async function write(change: () => Promise<unknown>) {
  await act(async () => {
    await change();
  });
  await settle();
}

/** Lets Dexie's live query answer and React draw it (a transition). */
async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

describe("a live query's answers as a page draws them (docs/decisions/307)", () => {
  it('draws the page once when the query answers what it was primed with, and again only for a change', async () => {
    await openDatabase();
    const database = createTestDatabase();
    const bowl = sampleProduct({ _id: 'bowl', title: 'Round bowl' });
    await database.products.put(bowl);
    const read = () => database.products.get('bowl');
    await primeLiveQuery('bowl', read);

    let renders = 0;
    function Page() {
      renders += 1;
      const product = usePrimedLiveQuery('bowl', read, []);
      return <p>{product?.title ?? 'nothing yet'}</p>;
    }
    const { container } = renderInPage(<Page />, { transition: true });
    await settle();
    // The query's first answer equals the primed one: nothing to draw again.
    expect(container.textContent).toBe('Round bowl');
    expect(renders).toBe(1);

    // The table written with what it already held (a refresh that found nothing new).
    await write(() => database.products.put({ ...bowl }));
    expect(renders).toBe(1);

    await write(() => database.products.put({ ...bowl, title: 'Round bowl, large' }));
    expect(container.textContent).toBe('Round bowl, large');
    expect(renders).toBe(2);
    forgetPrimedAnswers();
  });

  it('tells answers holding sets apart by what is in them', async () => {
    await openDatabase();
    const database = createTestDatabase();
    await database.products.put(sampleProduct({ _id: 'bowl' }));
    const read = async () => ({ ids: new Set((await database.products.toArray()).map((product) => product._id)) });
    function Page() {
      const answer = useLiveQuery(read, []);
      return <p>{answer ? [...answer.ids].sort().join(',') : 'nothing yet'}</p>;
    }
    const { container } = renderInPage(<Page />, { transition: true });
    await settle();
    expect(container.textContent).toBe('bowl');
    await write(() => database.products.put(sampleProduct({ _id: 'mat' })));
    expect(container.textContent).toBe('bowl,mat');
  });
});

describe('answers read ahead for the page a tap opens (docs/decisions/335)', () => {
  it("draws the opened page's first render with them, and forgets them at the next change of address", async () => {
    await openDatabase();
    const database = createTestDatabase();
    const bowl = sampleProduct({ _id: 'bowl', title: 'Round bowl' });
    await database.products.put(bowl);
    const read = () => database.products.get('bowl');
    const firstDraws: string[] = [];
    function Page() {
      const product = usePrimedLiveQuery('bowl', read, []);
      const [first] = useState(product?.title ?? 'nothing yet');
      firstDraws.push(first);
      return <p>{product?.title ?? 'nothing yet'}</p>;
    }
    try {
      turnPage('listing'); // the page the app opened on
      keepAnswersForNextPage([await readFirstAnswer('bowl', read)]);
      // Not before the address changes: the listing is still the page drawn.
      renderInPage(<Page />, { transition: true });
      expect(firstDraws[0]).toBe('nothing yet');

      turnPage('bowl page');
      turnPage('bowl page'); // the routes drawn again for the same address change nothing
      const opened = renderInPage(<Page />, { transition: true });
      expect(opened.container.textContent).toBe('Round bowl');
      expect(firstDraws.at(-1)).toBe('Round bowl');

      // The next page (here Back to the listing, read ahead of nothing) starts without them.
      turnPage('listing again');
      firstDraws.length = 0;
      renderInPage(<Page />, { transition: true });
      expect(firstDraws[0]).toBe('nothing yet');
      await settle();
    } finally {
      forgetPrimedAnswers();
    }
  });

  it("keeps the opening page's own answers until the first change of address", async () => {
    await openDatabase();
    const database = createTestDatabase();
    await database.products.put(sampleProduct({ _id: 'mat', title: 'Jute mat' }));
    const read = () => database.products.get('mat');
    await primeLiveQuery('mat', read);
    function Page() {
      const [first] = useState(usePrimedLiveQuery('mat', read, [])?.title ?? 'nothing yet');
      return <p>{first}</p>;
    }
    try {
      turnPage('opening');
      expect(renderInPage(<Page />, { transition: true }).container.textContent).toBe('Jute mat');
      turnPage('next');
      expect(renderInPage(<Page />, { transition: true }).container.textContent).toBe('nothing yet');
      await settle();
    } finally {
      forgetPrimedAnswers();
    }
  });
});
