// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_REDIRECT_MS, TOKEN_KEY } from '../../contract/constants';
import { favouritesMessages } from '../../contract/favourites';
import { HeartButtonView } from '../../contract/first-screen-heart';
import { ScreenContext } from '../../contract/first-screen-link';
import { WrittenProductView } from '../../contract/first-screen-product';
import { mirroredProduct } from '../../contract/mirrored-product';
import type { Product } from '../../contract/product';
import { purchaseMessages, shareMessages } from '../../contract/purchase-messages';
import {
  WRITTEN_ANSWERS_ATTRIBUTE,
  WRITTEN_IN_BAG_ATTRIBUTE,
  WRITTEN_PURCHASE_ATTRIBUTE,
} from '../../contract/written-answers';
import { sampleProduct } from '../data/test-database.test-support';
import { readWrittenAdds } from '../domains/bag/written-adds';
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

/** The written product page as the server writes it, for a product with three pictures. */
function writtenProductPage(overrides: Partial<Product> = {}): void {
  const product = mirroredProduct(
    sampleProduct({
      _id: 'p-tote',
      slug: 'jute-tote',
      title: 'Jute tote',
      numericPrice: 699,
      inventory: 8,
      image: [
        { _id: 'i1', src: '/media/demo/tote-1.webp', alt: 'Front', dataAltImage: '', dataAltText: '' },
        { _id: 'i2', src: '/media/demo/tote-2.webp', alt: 'Side', dataAltImage: '', dataAltText: '' },
        { _id: 'i3', src: '/media/demo/tote-3.webp', alt: 'Inside', dataAltImage: '', dataAltText: '' },
      ],
      ...overrides,
    }),
  );
  document.body.innerHTML = `<div id="root"><main>${renderToStaticMarkup(
    <ScreenContext.Provider value={{ open: null, written: true }}>
      <WrittenProductView product={product} />
    </ScreenContext.Provider>,
  )}</main></div>`;
}

const button = (name: RegExp) => {
  const found = [...document.querySelectorAll('button')].find((candidate) =>
    name.test(candidate.getAttribute('aria-label') ?? candidate.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe("a written product page's controls, before the app (decision 368)", () => {
  it("signed in: 'add to bag' shows the product in the bag with the quantity chosen, kept for the app", () => {
    window.localStorage.setItem(TOKEN_KEY, 'a-token');
    writtenProductPage();
    stop = answerWrittenTaps();
    const purchase = document.querySelector<HTMLElement>(`[${WRITTEN_PURCHASE_ATTRIBUTE}]`);
    const inBag = document.querySelector<HTMLElement>(`[${WRITTEN_IN_BAG_ATTRIBUTE}]`);
    expect(inBag?.hidden).toBe(true);
    const quantity = purchase?.querySelector('select') as HTMLSelectElement;
    expect([...quantity.options].map((option) => option.value)).toEqual(['1', '2', '3', '4', '5']);
    quantity.value = '2';

    button(/add to bag/i).click();
    expect(purchase?.hidden).toBe(true);
    expect(inBag?.hidden).toBe(false);
    expect(inBag?.textContent).toContain(purchaseMessages.inBag);
    expect(inBag?.textContent).toContain(purchaseMessages.lowStock(8));
    const inBagQuantity = inBag?.querySelector('select') as HTMLSelectElement;
    expect(inBagQuantity.value).toBe('2');
    expect(readWrittenAdds()).toEqual([
      {
        productId: 'p-tote',
        title: 'Jute tote',
        quantity: 2,
        line: {
          title: 'Jute tote',
          price: 699,
          image: '/media/demo/tote-1.webp',
          slug: 'jute-tote',
          inventory: 8,
          size: '',
        },
      },
    ]);

    // Changed in the panel: kept with the add.
    inBagQuantity.value = '4';
    inBagQuantity.dispatchEvent(new Event('change', { bubbles: true }));
    expect(readWrittenAdds().map((add) => add.quantity)).toEqual([4]);
  });

  it("signed out: the bag's prompt, nothing kept, the sign-in page a second later", () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/productpage/jute-tote');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    writtenProductPage();
    stop = answerWrittenTaps();

    button(/add to bag/i).click();
    expect(document.querySelector('.fs-toast')?.textContent).toBe(purchaseMessages.loginFirst);
    expect(document.querySelector<HTMLElement>(`[${WRITTEN_IN_BAG_ATTRIBUTE}]`)?.hidden).toBe(true);
    expect(readWrittenAdds()).toEqual([]);
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS);
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toMatchObject({ usr: { returnTo: '/productpage/jute-tote' } });
    reload.mockRestore();
  });

  it('out of stock: no quantity, the button disabled, no panel to show', () => {
    writtenProductPage({ inventory: 0 });
    expect(document.querySelector('select')).toBeNull();
    expect(button(/add to bag/i).disabled).toBe(true);
    expect(document.querySelector(`[${WRITTEN_IN_BAG_ATTRIBUTE}]`)).toBeNull();
    expect(document.body.textContent).toContain(purchaseMessages.outOfStock);
  });

  it('a thumbnail shows its picture in the main frame and says which is shown', () => {
    writtenProductPage();
    stop = answerWrittenTaps();
    const main = document.querySelector('.fs-gallery-main img') as HTMLImageElement;
    expect(main.getAttribute('src')).toContain('tote-1');

    button(/Show picture 3/).click();
    expect(main.getAttribute('src')).toContain('tote-3');
    expect(main.alt).toBe('Inside');
    expect(button(/Show picture 3/).getAttribute('aria-pressed')).toBe('true');
    expect(button(/Show picture 1/).getAttribute('aria-pressed')).toBe('false');
  });

  it("share: without a share sheet the link is copied and the app's message shown; refused, the link to copy by hand", async () => {
    window.history.replaceState(null, '', '/productpage/jute-tote');
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    writtenProductPage();
    stop = answerWrittenTaps();

    button(/^Share$/).click();
    await vi.waitFor(() => expect(document.querySelector('.fs-toast')?.textContent).toBe(shareMessages.copied));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/productpage/jute-tote`);

    document.querySelector('.fs-toast')?.remove();
    writeText.mockRejectedValue(new Error('refused'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    button(/^Share$/).click();
    await vi.waitFor(() =>
      expect(document.querySelector('.fs-toast')?.textContent).toBe(
        shareMessages.copyByHand(`${window.location.origin}/productpage/jute-tote`),
      ),
    );
    warn.mockRestore();
  });
});
