/** The one order-number rule lives in contract/ (the storefront shows the same number). */
export { orderNumber } from '../../contract/order-number';
