import { streetLine } from '../../../contract/address';
import { rupeesFromPaise } from '../../../contract/money';
import { indiaOrderDate } from '../india-time';
import { SHOP_DETAILS } from '../shop-details';
import {
  DEFAULT_PARCEL,
  type Parcel,
  type ReturnPickupInput,
  type ShipmentItem,
  type ShipmentOrderInput,
  type ShippingAddress,
} from './shipping-gateway';

/** Shiprocket splits a name into first and last; a single word is a first name. */
function splitName(fullName: string): [string, string] {
  const words = fullName.trim().split(/\s+/);
  return [words[0] ?? '', words.slice(1).join(' ')];
}

/** Ten digits, as Indian couriers take them: drops spaces, dashes and a +91 or 0 prefix. */
export function tenDigitPhone(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

function party(prefix: string, address: ShippingAddress): Record<string, string> {
  const [first, last] = splitName(address.fullName);
  return {
    [`${prefix}_customer_name`]: first,
    [`${prefix}_last_name`]: last,
    [`${prefix}_address`]: streetLine(address),
    [`${prefix}_address_2`]: '',
    [`${prefix}_city`]: address.city,
    [`${prefix}_pincode`]: address.postalCode.trim(),
    [`${prefix}_state`]: address.state,
    [`${prefix}_country`]: address.country ?? 'India',
    [`${prefix}_email`]: address.email,
    [`${prefix}_phone`]: tenDigitPhone(address.phone),
  };
}

function items(list: ShipmentItem[]) {
  return list.map((item) => ({
    name: item.name,
    sku: item.sku,
    units: item.units,
    selling_price: rupeesFromPaise(item.sellingPaise),
    discount: 0,
    tax: 0,
  }));
}

function parcel(given: Partial<Parcel> | undefined) {
  const p = { ...DEFAULT_PARCEL, ...given };
  return { length: p.lengthCm, breadth: p.breadthCm, height: p.heightCm, weight: p.weightKg };
}

/** The body of `orders/create/adhoc` for one of our orders. */
export function adhocOrderBody(input: ShipmentOrderInput, pickupLocation: string): Record<string, unknown> {
  return {
    order_id: input.orderId,
    order_date: indiaOrderDate(input.orderDate.getTime()),
    pickup_location: pickupLocation,
    ...party('billing', input.billing),
    shipping_is_billing: input.shipping === undefined,
    ...(input.shipping === undefined ? {} : party('shipping', input.shipping)),
    order_items: items(input.items),
    payment_method: input.paymentMethod,
    shipping_charges: 0,
    giftwrap_charges: 0,
    transaction_charges: 0,
    total_discount: 0,
    sub_total: rupeesFromPaise(input.subTotalPaise),
    ...parcel(input.parcel),
  };
}

/** The body of `orders/create/return`: picked up from the customer, delivered to the workshop. */
export function returnOrderBody(input: ReturnPickupInput): Record<string, unknown> {
  const workshop: ShippingAddress = {
    fullName: SHOP_DETAILS.name,
    streetAddress: `${SHOP_DETAILS.street}, ${SHOP_DETAILS.area}`,
    city: SHOP_DETAILS.city,
    postalCode: SHOP_DETAILS.pincode,
    state: SHOP_DETAILS.state,
    country: SHOP_DETAILS.country,
    phone: SHOP_DETAILS.phone,
    email: SHOP_DETAILS.email,
  };
  return {
    order_id: input.returnId,
    order_date: indiaOrderDate(input.orderDate.getTime()),
    ...party('pickup', input.customer),
    ...party('shipping', workshop),
    order_items: items(input.items).map((item) => ({ ...item, qc_enable: false })),
    payment_method: 'Prepaid',
    total_discount: 0,
    sub_total: rupeesFromPaise(input.subTotalPaise),
    ...parcel(input.parcel),
  };
}
