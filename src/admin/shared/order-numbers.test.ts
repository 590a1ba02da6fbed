import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_CHARS } from '../../../contract/constants';
import { orderNumber } from '../../../contract/order-number';

const adminDir = path.resolve(import.meta.dirname, '..');
const screens = readdirSync(adminDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
  .map((file) => ({ file, text: readFileSync(path.join(adminDir, file), 'utf8') }));

/**
 * The drift issue 21 found: the customer dialog showed order numbers of another length than the
 * rest of the back office. One function makes the number (contract/order-number.ts, decision
 * 203), and every screen shows it the same way, '#' and all.
 */
describe('one order number across the back office', () => {
  it('is the end of the id, the same length for every screen', () => {
    expect(orderNumber('6745a0c2e4b0f1a2b3c4d5e6')).toBe('b3c4d5e6');
    expect(orderNumber('6745a0c2e4b0f1a2b3c4d5e6')).toHaveLength(ORDER_NUMBER_CHARS);
  });

  it('is never cut from an id by hand on a back-office screen', () => {
    expect(screens.filter(({ text }) => /\.slice\(\s*-/.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it("is shown with its '#' wherever a screen shows it, the customer dialog included", () => {
    const shown = screens.filter(({ file, text }) => file.endsWith('.tsx') && text.includes('{orderNumber('));
    expect(shown.map(({ file }) => file)).toContain(path.join('customers', 'user-dialog.tsx'));
    for (const { file, text } of shown) {
      // In JSX '#{orderNumber(…)}', in a template '#${orderNumber(…)}'.
      const bare = [...text.matchAll(/(.{2})\{orderNumber\(/g)].filter((match) => !/#\$?$/.test(match[1] ?? ''));
      expect(
        bare.map((match) => match[0]),
        file,
      ).toEqual([]);
    }
  });
});
