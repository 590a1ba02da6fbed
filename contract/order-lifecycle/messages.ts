export const lifecycleMessages = {
  notAllowed: (from: string, to: string) => `An order that is ${from} cannot be set to ${to}`,
  customerCannotCancel: 'This order can no longer be cancelled',
  nothingToRefund: 'This order has no payment to refund',
  alreadyRefunded: 'This order has already been refunded in full',
  refundRecordRequired: 'Enter how the money was returned and its reference',
  outOfStockToRestore: 'Not enough stock to restore this cancelled order',
  shipmentExists: 'This order already has a live shipment',
  notAwaitingShipment: 'Only an order awaiting shipment can be booked with the courier',
  paymentNotCancellable: 'This payment can no longer be cancelled',
} as const;
