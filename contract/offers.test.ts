import { describe, expect, it } from 'vitest';
import { findOffer, indiaDay, OFFERS, offerMessages, offerRefusal } from './offers';
import { cashNote } from './packing';

const welcome = findOffer(' welcome10 ');
const home = findOffer('HOME20');
const facts = { today: '2026-11-26', hasOrdered: false, alreadyUsed: false, eligiblePaise: 10_000 };

describe('offers', () => {
  it('declares each code once, with a window that opens before it closes', () => {
    expect(new Set(OFFERS.map((offer) => offer.code)).size).toBe(OFFERS.length);
    for (const offer of OFFERS) expect(offer.validFrom <= offer.validUntil).toBe(true);
  });

  it('counts days in India: 18:30 UTC is already the next day', () => {
    expect(indiaDay(new Date('2026-12-31T18:29:00Z'))).toBe('2026-12-31');
    expect(indiaDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('says why an offer cannot be used, and null when it can', () => {
    if (!welcome || !home) throw new Error('demo offers declared');
    expect(offerRefusal(welcome, facts)).toBeNull();
    expect(offerRefusal(welcome, { ...facts, hasOrdered: true })).toBe(offerMessages.notFirstOrder(welcome));
    expect(offerRefusal(welcome, { ...facts, hasOrdered: true, alreadyUsed: true })).toBe(
      offerMessages.alreadyUsed(welcome),
    );
    expect(offerRefusal(home, { ...facts, hasOrdered: true })).toBeNull();
    expect(offerRefusal(home, { ...facts, eligiblePaise: 0 })).toBe(offerMessages.nothingFromDepartment(home, 'Home'));
    expect(offerRefusal(home, { ...facts, today: '2027-02-01' })).toBe('The offer HOME20 ended on 31 Jan 2027');
  });

  it('tells the packing desk to collect the discounted total and why it is lower', () => {
    const order = { paymentStatus: 'cod_due' as const, totalAmount: 1009.3 };
    expect(cashNote(order)).toBe('Collect Rs.1,009.30 in cash');
    expect(cashNote({ ...order, offerCode: 'WELCOME10', discountAmount: 112.15 })).toBe(
      'Collect Rs.1,009.30 in cash (after offer WELCOME10: Rs.112.15 off)',
    );
  });
});
