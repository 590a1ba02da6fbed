// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reactInPage, renderInPage } from '../../tests/setup/react-in-page';
import { QuantitySelect } from './quantity-select';

reactInPage();

/** The select as a screen reader names it, with its options and the one chosen. */
function read(container: HTMLElement) {
  const select = container.querySelector('select');
  if (!select) throw new Error('no select drawn');
  const label = select.labels?.[0]?.textContent;
  return {
    select,
    name: select.getAttribute('aria-label') ?? label,
    label,
    options: [...select.options].map((option) => option.value),
    chosen: select.value,
  };
}

describe("the quantity's select (docs/decisions/359)", () => {
  it('is the browser\'s own select, named by its "Quantity" label, with the quantities offered and the one chosen', () => {
    const { container } = renderInPage(
      <QuantitySelect values={[1, 2, 3]} value={2} onChange={() => undefined} width={120} />,
    );
    expect(read(container)).toMatchObject({
      name: 'Quantity',
      label: 'Quantity',
      options: ['1', '2', '3'],
      chosen: '2',
    });
    expect((container.firstElementChild as HTMLElement).style.width).toBe('120px');
  });

  it("says which line it is on a bag's line, and hands the quantity picked on as a number", () => {
    const onChange = vi.fn();
    const { container } = renderInPage(
      <QuantitySelect
        ariaLabel="Quantity of Jute Bowl"
        values={[1, 2, 3, 4, 5]}
        value={1}
        onChange={onChange}
        width={96}
      />,
    );
    const { select, name } = read(container);
    expect(name).toBe('Quantity of Jute Bowl');
    act(() => {
      select.value = '4';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith(4);
  });
});
