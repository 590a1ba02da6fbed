import { describe, expect, it } from 'vitest';
import {
  refundStateText,
  returnBannerColor,
  returnStatusColor,
  showingRange,
  stepLine,
  truncateTitle,
} from './return-display';

describe('returnStatusColor', () => {
  it('follows the spec colours', () => {
    expect(returnStatusColor('Rejected')).toBe('red');
    expect(returnStatusColor('Picked Up')).toBe('green');
    expect(returnStatusColor('Approved')).toBe('blue');
    expect(returnStatusColor('Pickup Booked')).toBe('cyan');
    expect(returnStatusColor('Received')).toBe('teal');
    expect(returnStatusColor('Refunded')).toBe('grape');
    expect(returnStatusColor('Requested')).toBe('yellow');
    expect(returnStatusColor('Something else')).toBe('yellow');
  });
});

describe('returnBannerColor', () => {
  it('is yellow for Requested, red for Rejected, green otherwise', () => {
    expect(returnBannerColor('Requested')).toBe('yellow');
    expect(returnBannerColor('Rejected')).toBe('red');
    expect(returnBannerColor('Approved')).toBe('green');
    expect(returnBannerColor('Refunded')).toBe('green');
  });
});

describe('stepLine', () => {
  it('writes each step as staff read it', () => {
    expect(stepLine({ key: 'requested', title: 'Return requested', detail: 'Damaged' })).toBe('Return requested');
    expect(stepLine({ key: 'pickupBooked', title: 'Pickup booked', detail: 'AWB SBR1 with Delhivery' })).toBe(
      'Pickup booked (AWB SBR1 with Delhivery)',
    );
    expect(stepLine({ key: 'received', title: 'Received', detail: '1 restocked, 1 damaged: torn handle' })).toBe(
      'Received — 1 restocked, 1 damaged: torn handle',
    );
    expect(stepLine({ key: 'refunded', title: 'Refunded', detail: 'Rs.549.00 (UPI, ref. U1)' })).toBe(
      'Refunded Rs.549.00 (UPI, ref. U1)',
    );
    expect(stepLine({ key: 'approved', title: 'Return approved', detail: null })).toBe('Return approved');
  });
});

describe('truncateTitle', () => {
  it('keeps titles of 30 characters or fewer', () => {
    expect(truncateTitle('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateTitle(null)).toBe('');
  });
  it('cuts longer titles at 30 and adds ...', () => {
    expect(truncateTitle('a'.repeat(31))).toBe(`${'a'.repeat(30)}...`);
  });
});

describe('showingRange', () => {
  it('describes the visible rows', () => {
    expect(showingRange(1, 10, 25)).toBe('Showing 1 to 10 of 25 results');
    expect(showingRange(3, 10, 25)).toBe('Showing 21 to 25 of 25 results');
    expect(showingRange(1, 10, 0)).toBe('Showing 0 to 0 of 0 results');
  });
});

describe('refundStateText', () => {
  it('says what each refund state means for staff', () => {
    expect(refundStateText('pending')).toBe('Pending: waiting for the payment provider');
    expect(refundStateText('succeeded')).toBe('Refunded');
    expect(refundStateText('failed')).toBe('Failed: no money moved, try again');
  });
});
