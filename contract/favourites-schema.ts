import { z } from 'zod';
import { productSchema } from './product-schema';

/**
 * A shopper's favourite as the API sends it (docs/decisions/158-favourites.md): the product in
 * full, so a device that never saw it can show it (and put it in the bag) straight away.
 * Apart from favourites.ts, which the storefront's entry loads without zod (decision 163).
 */
export const favouriteItemSchema = z.object({ productId: z.string(), addedAt: z.string(), product: productSchema });
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;
