// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_REDIRECT_MS, TOKEN_KEY } from '../../contract/constants';
import { favouritesMessages } from '../../contract/favourites';
import { HeartButtonView } from '../../contract/first-screen-heart';
import { ScreenContext } from '../../contract/first-screen-link';
import { WRITTEN_ANSWERS_ATTRIBUTE } from '../../contract/written-answers';
import { readWrittenTaps } from '../domains/favourites/written-taps';
import { answerWrittenTaps } from './written-answers';

/** A written page with one heart, as the server writes it (the written copy of the component). */
function writtenHeart(): HTMLButtonElement {
  document.body.innerHTML = `<div id="root"><main>${renderToStaticMarkup(
    <ScreenContext.Provider value={{ open: null, written: true }}>
      <HeartButtonView product={{ _id: 'p-bowl', title: 'Jute bowl' }} overlay />
    </ScreenContext.Provider>,
  )}</main></div>`;
  const heart = document.querySelector('button');
  if (!heart) throw new Error('no heart written');
  return heart;
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("a written first screen's hearts, before the app (decision 367)", () => {
  it('signed in: the heart shows the tap at once and keeps it for the app; a second tap undoes it', () => {
    window.localStorage.setItem(TOKEN_KEY, 'a-token');
    const heart = writtenHeart();
    stop = answerWrittenTaps();
    expect(document.querySelector('#root > main')?.hasAttribute(WRITTEN_ANSWERS_ATTRIBUTE)).toBe(true);

    heart.click();
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-label')).toBe('Remove from favourites');
    expect(heart.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
    expect(readWrittenTaps()).toEqual([{ productId: 'p-bowl', title: 'Jute bowl', favourite: true }]);

    heart.click();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.getAttribute('aria-label')).toBe('Add to favourites');
    expect(readWrittenTaps()).toEqual([{ productId: 'p-bowl', title: 'Jute bowl', favourite: false }]);
  });

  it("signed out: the app's prompt, then the sign-in page with the way back to this page", () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/search?q=jute');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const heart = writtenHeart();
    stop = answerWrittenTaps();

    heart.click();
    expect(document.querySelector('[role="status"]')?.textContent).toBe(favouritesMessages.loginFirst);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(readWrittenTaps()).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    vi.advanceTimersByTime(LOGIN_REDIRECT_MS);
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toMatchObject({ usr: { returnTo: '/search?q=jute' } });
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it("the app's own hearts (no written mark) are left to the app", () => {
    window.localStorage.setItem(TOKEN_KEY, 'a-token');
    document.body.innerHTML = `<main>${renderToStaticMarkup(
      <HeartButtonView product={{ _id: 'p-bowl', title: 'Jute bowl' }} />,
    )}</main>`;
    stop = answerWrittenTaps();
    document.querySelector('button')?.click();
    expect(document.querySelector('button')?.getAttribute('aria-pressed')).toBe('false');
    expect(readWrittenTaps()).toEqual([]);
  });

  it("closes the written listing's sort menu on a tap elsewhere or Escape, not on a tap inside it", () => {
    document.body.innerHTML =
      '<div id="root"><main><details class="fs-sort" open><summary>Sort: Recommended</summary><a href="#x">Price: Low to High</a></details><p>elsewhere</p></main></div>';
    stop = answerWrittenTaps();
    const menu = document.querySelector('details') as HTMLDetailsElement;
    (document.querySelector('details a') as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(menu.open).toBe(true);
    (document.querySelector('p') as HTMLElement).click();
    expect(menu.open).toBe(false);
    menu.open = true;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(menu.open).toBe(false);
  });

  it("stops once the app has taken the written page away: its taps are the app's", () => {
    window.localStorage.setItem(TOKEN_KEY, 'a-token');
    const heart = writtenHeart();
    stop = answerWrittenTaps();
    const written = document.querySelector('#root > main') as HTMLElement;
    written.remove();
    document.body.click(); // the first tap after the take-over ends the answers
    document.body.append(heart);
    heart.click();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(readWrittenTaps()).toEqual([]);
    expect(written.hasAttribute(WRITTEN_ANSWERS_ATTRIBUTE)).toBe(false);
  });
});
