import { SHOP_NAME } from '../../contract/constants';

/**
 * The shop's own address: printed on invoices and used as the pickup and return address for
 * shipments. Jute goods come from West Bengal, so the workshop is in Kolkata. The GSTIN is a
 * sample in the right format and says so; a real shop replaces it before issuing tax invoices.
 */
export const SHOP_DETAILS = {
  name: SHOP_NAME,
  addressLines: ['12 Strand Road, Jute Weavers Lane', 'Burrabazar, Kolkata, West Bengal 700001', 'India'],
  street: '12 Strand Road, Jute Weavers Lane',
  area: 'Burrabazar',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700001',
  country: 'India',
  phone: '9830000000',
  email: 'hello@jutexx.example',
  gstin: '19AABCJ1234K1Z5 (sample, not a registered GSTIN)',
} as const;
