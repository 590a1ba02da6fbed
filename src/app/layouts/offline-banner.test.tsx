// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reactInPage, renderInPage } from '../../../tests/setup/react-in-page';
import { openDatabase } from '../../data/db';
import { forgetPrimedAnswers } from '../../data/live-query';
import { saveSessionUser } from '../../data/session';
import { sampleSessionUser, waitingChange } from '../../data/test-database.test-support';
import { primePendingCount } from '../../sync/pending-count';
import { OfflineBanner } from './offline-banner';

reactInPage();

/** The shopper's two bag changes waiting on this device, read before the first render as main.tsx does. */
async function twoChangesWaiting() {
  const database = await openDatabase();
  await saveSessionUser(sampleSessionUser, database);
  await database.outbox.bulkAdd([
    waitingChange('k1', sampleSessionUser._id),
    waitingChange('k2', sampleSessionUser._id),
  ]);
  await primePendingCount();
}

let offline: { mockRestore(): void } | undefined;

describe("the banner at the top of the top bar in the app's first frame (docs/decisions/308)", () => {
  afterEach(async () => {
    offline?.mockRestore();
    offline = undefined;
    forgetPrimedAnswers();
    const database = await openDatabase();
    await database.outbox.clear();
    await database.session.clear();
  });

  it('says offline and counts the changes waiting, as the page the worker wrote said it', async () => {
    await twoChangesWaiting();
    offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // Read at once: before the live query has answered, what the first frame draws.
    const { container } = renderInPage(<OfflineBanner />, { transition: true });
    expect(container.textContent).toBe(
      "You're offline: showing what this device has saved. 2 changes waiting to sync.",
    );
  });

  it('online, draws the waiting line in the first frame instead of adding it a moment later', async () => {
    await twoChangesWaiting();
    const { container } = renderInPage(<OfflineBanner />, { transition: true });
    expect(container.querySelector('[role="status"]')?.textContent).toBe('2 changes waiting to sync');
  });
});
