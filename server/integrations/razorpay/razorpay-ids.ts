import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id shaped like Razorpay's: a prefix and 14 base62 characters (`order_DaZlswtdcn9UNV`). */
export function newRazorpayId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  let suffix = '';
  for (let i = 0; i < 14; i += 1) suffix += BASE62[randomInt(62)];
  return `${prefix}_${suffix}`;
}
