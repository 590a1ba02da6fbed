import { z } from 'zod';

/**
 * The stock ledger's reasons (docs/decisions/183, 184). Every change of a product's stock is
 * one row of the ledger with one of these; staff choose among STAFF_STOCK_REASONS, the others
 * are written by the shop itself (checkout, the order lifecycle, returns, new products).
 */
export const STOCK_REASONS = [
  'opening',
  'sale',
  'order_released',
  'order_retaken',
  'return_restock',
  'return_damaged',
  'received',
  'damaged',
  'lost',
  'count_correction',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const STOCK_REASON_LABEL: Record<StockReason, string> = {
  opening: 'Opening stock',
  sale: 'Sale',
  order_released: 'Order cancelled, units back',
  order_retaken: 'Cancelled order taken again',
  return_restock: 'Return restocked',
  return_damaged: 'Return unsellable',
  received: 'Received',
  damaged: 'Damaged',
  lost: 'Lost or missing',
  count_correction: 'Count correction',
};

/** What staff may record by hand; the sign of a quantity comes from the reason. */
export const STAFF_STOCK_REASONS = ['received', 'damaged', 'lost', 'count_correction'] as const;
export type StaffStockReason = (typeof STAFF_STOCK_REASONS)[number];
export const STOCK_REASON_SIGN: Record<Exclude<StaffStockReason, 'count_correction'>, 1 | -1> = {
  received: 1,
  damaged: -1,
  lost: -1,
};

export const MAX_STOCK = 1_000_000;
export const MAX_STOCK_ADJUSTMENT = 100_000;
export const STOCK_NOTE_MAX = 200;
/** How many of the latest moves the back office shows. */
export const STOCK_MOVES_SHOWN = 50;

export const stockMessages = {
  reason: 'Choose a reason: received, damaged, lost or count correction',
  quantity: `Quantity must be a whole number from 1 to ${MAX_STOCK_ADJUSTMENT}`,
  countedStock: `Counted stock must be a whole number from 0 to ${MAX_STOCK}`,
  expectedStock: 'The stock your count was made against is missing: reload the product and count again',
  note: `Note can be at most ${STOCK_NOTE_MAX} characters`,
  /** A delta that would take the stock below 0. */
  notEnough: (title: string, stock: number, quantity: number) =>
    `${title} has ${stock} in stock: ${quantity} cannot be taken off`,
  /** A count made against a stock that has moved since (a sale, another adjustment). */
  countMoved: (shown: number, now: number) =>
    `Stock changed from ${shown} to ${now} since you opened this product; count again or adjust by the difference`,
  /** edit-product no longer writes stock (docs/decisions/183). */
  editInventory:
    'Stock is not edited with the product: use Adjust stock (received, damaged, lost or a count correction)',
  adjusted: 'Stock adjusted',
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * `POST /api/admin/products/{id}/stock-adjustments`. A delta (received, damaged, lost) sends
 * `quantity`, always positive; a count correction sends `countedStock` and `expectedStock`, the
 * stock the screen showed when staff counted.
 */
export const stockAdjustmentSchema = z
  .object({
    reason: z.enum(STAFF_STOCK_REASONS, { error: stockMessages.reason }),
    quantity: wholeNumber(stockMessages.quantity, 1, MAX_STOCK_ADJUSTMENT).optional(),
    countedStock: wholeNumber(stockMessages.countedStock, 0, MAX_STOCK).optional(),
    expectedStock: wholeNumber(stockMessages.expectedStock, 0, MAX_STOCK).optional(),
    note: z.string({ error: stockMessages.note }).trim().max(STOCK_NOTE_MAX, stockMessages.note).default(''),
  })
  .superRefine((input, ctx) => {
    if (input.reason === 'count_correction') {
      if (input.countedStock === undefined)
        ctx.addIssue({ code: 'custom', path: ['countedStock'], message: stockMessages.countedStock });
      if (input.expectedStock === undefined)
        ctx.addIssue({ code: 'custom', path: ['expectedStock'], message: stockMessages.expectedStock });
    } else if (input.quantity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: stockMessages.quantity });
    }
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;

/** One row of the ledger as the back office reads it. */
export const stockMoveSchema = z.object({
  _id: z.string(),
  at: z.string(),
  reason: z.enum(STOCK_REASONS),
  delta: z.number(),
  stockAfter: z.number(),
  orderId: z.string().nullable(),
  returnId: z.string().nullable(),
  /** The staff member who made it (their e-mail), or null for the shop or a shopper. */
  byName: z.string().nullable(),
  note: z.string(),
});
export type StockMove = z.infer<typeof stockMoveSchema>;

/** `GET /api/admin/products/{id}/stock`, and the answer to an adjustment. */
export const productStockSchema = z.object({
  productId: z.string(),
  title: z.string(),
  articleCode: z.string(),
  inventory: z.number(),
  /** The latest first, at most STOCK_MOVES_SHOWN. */
  moves: z.array(stockMoveSchema),
});
export type ProductStock = z.infer<typeof productStockSchema>;
