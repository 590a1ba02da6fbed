// @vitest-environment happy-dom
import { notifications, notificationsStore } from '@mantine/notifications';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reactInPage, renderInTheme } from '../../../tests/setup/react-in-page';
import { openDatabase } from '../../data/db';
import { announceRejections } from '../../sync/rejections';
import { BagSyncNotices } from './bag-sync-notices';

reactInPage();
// The session and the sync's state it reads are live queries of the device's database.
beforeAll(async () => {
  await openDatabase();
});
afterEach(() => {
  act(() => notifications.clean());
});

const shown = () => notificationsStore.getState().notifications.map(({ title, message }) => ({ title, message }));

describe('a bag change the shop refused', () => {
  it("is told with the product's title, the server's reason as a sentence and what the bag holds now", async () => {
    renderInTheme(<BagSyncNotices />);
    await act(async () => {
      announceRejections([
        { key: 'k1', productId: 'p1', productTitle: 'Round jute bowl', reason: 'Out of stock', status: 409, op: 'add' },
      ]);
      // The wording's module, as the notice asks for it.
      await import('./bag-change-messages');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(shown()).toEqual([{ title: 'Round jute bowl', message: 'Out of stock. It was not added to your bag.' }]);
  });
});
