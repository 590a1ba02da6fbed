/** Shiprocket's validation answer: HTTP 422 with messages per field. */
export type ValidationErrors = Record<string, string[]>;

const PINCODE = /^[1-9]\d{5}$/;
const PHONE = /^\d{10}$/;

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function party(body: Record<string, unknown>, prefix: string, errors: ValidationErrors): void {
  for (const field of ['customer_name', 'address', 'city', 'state', 'country', 'email']) {
    const name = `${prefix}_${field}`;
    if (text(body, name) === '') errors[name] = [`The ${name.replaceAll('_', ' ')} field is required.`];
  }
  if (!PINCODE.test(text(body, `${prefix}_pincode`))) {
    errors[`${prefix}_pincode`] = [`The ${prefix} pincode must be a valid 6 digit pincode.`];
  }
  if (!PHONE.test(text(body, `${prefix}_phone`))) {
    errors[`${prefix}_phone`] = [`The ${prefix} phone must be 10 digits.`];
  }
}

/** Checks an adhoc or return order body for what Shiprocket requires. */
export function validateShipmentBody(body: Record<string, unknown>, kind: 'forward' | 'return'): ValidationErrors {
  const errors: ValidationErrors = {};
  if (text(body, 'order_id') === '') errors.order_id = ['The order id field is required.'];
  if (!/^\d{4}-\d{2}-\d{2}/.test(text(body, 'order_date'))) errors.order_date = ['The order date is not a valid date.'];
  if (kind === 'forward') {
    party(body, 'billing', errors);
    if (body.shipping_is_billing !== true && body.shipping_is_billing !== 1) party(body, 'shipping', errors);
    if (!['Prepaid', 'COD'].includes(text(body, 'payment_method'))) {
      errors.payment_method = ['The payment method must be Prepaid or COD.'];
    }
  } else {
    party(body, 'pickup', errors);
    party(body, 'shipping', errors);
  }
  const items = body.order_items;
  if (!Array.isArray(items) || items.length === 0) {
    errors.order_items = ['The order items field is required.'];
  } else {
    items.forEach((entry: unknown, index) => {
      const item = (entry !== null && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
      if (text(item, 'name') === '' || text(item, 'sku') === '') {
        errors[`order_items.${index}`] = ['Each order item needs a name and a sku.'];
      } else if (!(Number(item.units) >= 1) || !(Number(item.selling_price) >= 0)) {
        errors[`order_items.${index}`] = ['Each order item needs units of at least 1 and a selling price.'];
      }
    });
  }
  if (!(Number(body.sub_total) > 0)) errors.sub_total = ['The sub total must be greater than 0.'];
  for (const field of ['length', 'breadth', 'height', 'weight']) {
    if (!(Number(body[field]) > 0)) errors[field] = [`The ${field} must be greater than 0.`];
  }
  return errors;
}
