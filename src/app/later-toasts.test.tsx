// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { reactInPage, renderInTheme } from '../../tests/setup/react-in-page';
import { LaterToasts } from './later-toasts';

reactInPage();
afterEach(() => {
  act(() => notifications.clean());
});

const toastsContainer = () => document.querySelector('[class*="Notifications-root"]');

describe("the toasts' container (decision 341)", () => {
  it('is not there, nor its code asked for, until a toast is asked for; then it shows that toast', async () => {
    renderInTheme(<LaterToasts />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(toastsContainer()).toBeNull();

    await act(async () => {
      notifications.show({ message: 'Added to your bag' });
      // The container's chunk, as the lazy component asks for it; awaited here so React's update
      // when it arrives happens inside act.
      await import('./toasts');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.body.textContent).toContain('Added to your bag');
    expect(toastsContainer()).not.toBeNull();
  });
});
