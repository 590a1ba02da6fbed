import { describe, expect, it } from 'vitest';
import { rejectionMessage } from './bag-change-messages';

describe('what a refused bag change is told with', () => {
  it("ends the server's reason as a sentence before saying what the bag holds", () => {
    expect(rejectionMessage('Product not found', 'add')).toBe('Product not found. It was not added to your bag.');
    expect(rejectionMessage('Only 2 left in stock.', 'quantity')).toBe(
      'Only 2 left in stock. The quantity in your bag was not changed.',
    );
    expect(rejectionMessage('Sold out!', 'remove')).toBe('Sold out! It is still in your bag.');
  });

  it('says only what the bag holds when the shop gave no reason', () => {
    expect(rejectionMessage('  ', 'add')).toBe('It was not added to your bag.');
  });
});
