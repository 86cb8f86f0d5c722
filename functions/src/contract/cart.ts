import { z } from 'zod';
import type { ApiNotice } from './api-message.js';
import { asKeyText, chosenUnit, missingVariant, ProductRefSchema } from './common.js';
import { MAX_LINE_QUANTITY, MAX_UNIT_LENGTH } from './limits.js';
import { says } from './api-message.js';

export const QuantitySchema = z
  .number(says('cart.invalidQuantity'))
  .int(says('cart.wholeQuantity'))
  .min(1, says('cart.invalidQuantity'))
  .max(MAX_LINE_QUANTITY, says('cart.quantityTooLarge'));

/**
 * A variant's unit ("500 gm"). It becomes part of the cart line's document id (cartLineId), so it
 * is well-formed text without control characters, and short.
 */
export const UnitSchema = asKeyText(z.string().trim().min(1, says('cart.noVariant')).max(MAX_UNIT_LENGTH));
/** The loose `unit` field some screens send beside the variant: may be empty. */
export const OptionalUnitSchema = asKeyText(z.string().trim().max(MAX_UNIT_LENGTH)).optional();
const VariantRefSchema = z.object({ unit: UnitSchema });

/**
 * POST /cart. The two shapes of product.md §7:
 *  - the product page sends `selectedVariant` and the line's quantity grows by `quantity`;
 *  - the cart page's stepper sends `variantDetails` and the line's quantity becomes `quantity`.
 * Name, price and image may be sent (the spec's screens do) but are ignored: the catalogue wins.
 */
export const CartWriteSchema = z
  .object({
    productId: ProductRefSchema,
    quantity: QuantitySchema,
    selectedVariant: VariantRefSchema.optional(),
    variantDetails: VariantRefSchema.optional(),
    unit: OptionalUnitSchema,
  })
  .transform((body, ctx) => {
    const unit = chosenUnit(body);
    if (!unit) return missingVariant(ctx);
    const mode: 'add' | 'set' = body.variantDetails && !body.selectedVariant ? 'set' : 'add';
    return { productId: body.productId, unit, quantity: body.quantity, mode };
  });
export type CartWrite = z.output<typeof CartWriteSchema>;

/** DELETE /cart/{productId}: the body names the variant (its unit). */
export const CartRemoveSchema = z
  .object({
    unit: OptionalUnitSchema,
    variant: VariantRefSchema.optional(),
    selectedVariant: VariantRefSchema.optional(),
    variantDetails: VariantRefSchema.optional(),
  })
  .optional()
  .transform(chosenUnit);

/** What the product page's Add to Cart knows of the line it adds (product.md §7 POST /cart). */
export interface CartAddition {
  productId: number;
  quantity: number;
  unit: string;
  price: number;
  name: string;
  image: string;
}

/** One cart line as the API answers it: priced from the catalogue at the time of reading. */
export interface CartItem {
  /** Stable id of the line: product and variant. */
  id: string;
  productId: number;
  name: string;
  image: string;
  /** Unit price in rupees; 0 when the variant has no valid price any more. */
  price: number;
  quantity: number;
  /** The pack, as the catalogue keys it (what a change or removal names). */
  unit: string;
  /** The pack's name in the asking page's language, where it differs from `unit` (Marathi). */
  unitLabel?: string;
  selectedVariant: { unit: string; price: number };
  variantDetails: { unit: string };
  lineTotal: number;
  /** Numeric stock of the variant, or null when it is not tracked. */
  stock: number | null;
  /** False when the product, the variant or its price is gone: it cannot be ordered. */
  available: boolean;
}

/** Answer of POST /cart, DELETE /cart/{id} and DELETE /cart. */
export interface CartUpdate {
  items: CartItem[];
  /** Set when the server had to adjust the request, e.g. capped a quantity at stock (`cart.quantityCapped`). */
  notice?: ApiNotice;
}
