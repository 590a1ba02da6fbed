import { RETURN_WINDOW_DAYS } from './constants';
import { ACCEPTED_IMAGE_NAMES } from './image-types';
import { messages } from './messages';

/** What shoppers and staff are told about returns, by the server and the pages alike. */
export const returnMessages = {
  notDelivered: 'This order is not delivered yet',
  windowClosed: `The ${RETURN_WINDOW_DAYS}-day return window has closed`,
  allReturned: 'Every item of this order has been returned',
  orderNotFound: messages.orderNotFound,
  productNotInOrder: 'This product is not part of the order',
  alreadyReturned: 'This item has already been returned',
  quantity: 'Choose how many to return',
  tooMany: (left: number) => `Only ${left} of this item can still be returned`,
  photoType: `Please upload a photo (${ACCEPTED_IMAGE_NAMES})`,
  photoTooLarge: 'The photo must be at most 5 MB',
  submitted: 'Return request submitted',
  returnNotFound: 'Return not found',
  cannotCancel: 'This return can no longer be cancelled',
  cancelled: 'Return request cancelled',
  pairMismatch: 'Choose one of the listed return and order status pairs',
  pickupDone: 'A pickup has already been requested for this return',
  pickupRequested: 'Pickup requested',
  pickupNotAllowed: 'A pickup can be booked only for an approved return',
  pickupFailed: 'The courier could not book the pickup; try again later',
  alreadyRefunded: 'This return has already been refunded',
  refundRejected: 'A rejected return cannot be refunded',
  refundNoPayment: 'This online order has no captured payment to refund',
  refundNothingPaid: 'This order has no payment left to refund',
  refundFailed: 'The payment provider could not process the refund; try again later',
  refunded: 'Refund processed successfully',
} as const;
