// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reactInPage, renderInPage } from '../../tests/setup/react-in-page';
import { CarouselFrame } from './carousel-frame';

reactInPage();

/** The carousel's observers, as the browser's would be: the test says which slides came in reach. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    FakeObserver.made = FakeObserver.made.filter((observer) => observer !== this);
  }
  /** The slides numbered `indexes` are now within reach. */
  reach(indexes: number[]) {
    const entries = this.observed.map((target) => ({
      target,
      isIntersecting: indexes.includes(Number((target as HTMLElement).dataset.slide)),
    }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const items = Array.from({ length: 12 }, (_, index) => `Product ${index + 1}`);

function drawCarousel() {
  const { container } = renderInPage(
    <CarouselFrame
      items={items}
      label="Others also bought"
      tile={222}
      getKey={(item) => item}
      renderItem={(item) => <a href="/">{item}</a>}
    />,
  );
  const slides = () => [...container.querySelectorAll<HTMLElement>('[data-slide]')];
  return {
    slides,
    drawn: () =>
      slides()
        .filter((slide) => slide.textContent !== '')
        .map((slide) => slide.textContent),
  };
}

describe("a carousel's slides in reach (docs/decisions/352)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.made = [];
  });

  it('draws the slides a screen of the window’s width shows and one more, then each slide that comes in reach', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('innerWidth', 390);
    const { slides, drawn } = drawCarousel();
    // Every slide is there, labelled, as wide as a tile; only the first three (234 px each with
    // the gap, on a 390 px screen) have their product.
    expect(slides()).toHaveLength(12);
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(items.map((_, n) => `${n + 1} of 12`));
    expect(slides().every((slide) => slide.style.width === '222px')).toBe(true);
    expect(drawn()).toEqual(['Product 1', 'Product 2', 'Product 3']);
    // Reach is one viewport's width past the viewport on either side.
    const [observer] = FakeObserver.made;
    expect(observer?.options.rootMargin).toBe('0px 100% 0px 100%');
    expect(observer?.options.root).toBe(slides()[0]?.parentElement?.parentElement);

    act(() => observer?.reach([4, 5, 6]));
    expect(drawn()).toEqual(items.slice(0, 7));
    // Stepping back draws nothing less.
    act(() => FakeObserver.made[0]?.reach([0, 1]));
    expect(drawn()).toEqual(items.slice(0, 7));
    act(() => FakeObserver.made[0]?.reach([11]));
    expect(drawn()).toEqual(items);
    // All drawn: nothing left to watch.
    expect(FakeObserver.made).toHaveLength(0);
  });

  it('draws the two slides after one focused from the keyboard at once, before the observer answers (docs/decisions/361)', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('innerWidth', 390);
    const { slides, drawn } = drawCarousel();
    expect(drawn()).toEqual(items.slice(0, 3));
    // Tab from the second slide's link to the third's: the fourth and fifth are drawn with it.
    act(() => slides()[2]?.querySelector('a')?.focus());
    expect(drawn()).toEqual(items.slice(0, 5));
    act(() => slides()[4]?.querySelector('a')?.focus());
    expect(drawn()).toEqual(items.slice(0, 7));
    // Back to an earlier slide: nothing less.
    act(() => slides()[0]?.querySelector('a')?.focus());
    expect(drawn()).toEqual(items.slice(0, 7));
  });

  it('draws every slide where the browser cannot say what is in reach', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { drawn } = drawCarousel();
    expect(drawn()).toEqual(items);
  });
});
