import { z } from 'zod';
import { asKeyText, ProductRefSchema } from './common.js';
import { MAX_LINE_QUANTITY, MAX_UNIT_LENGTH } from './limits.js';

export const QUANTITY_TOO_SMALL = 'Please select a quantity greater than 0.';

export const QuantitySchema = z
  .number({ message: QUANTITY_TOO_SMALL })
  .int('Please choose a whole number of items.')
  .min(1, QUANTITY_TOO_SMALL)
  .max(MAX_LINE_QUANTITY, `You can order up to ${MAX_LINE_QUANTITY} of one item at a time.`);

/**
 * A variant's unit ("500 gm"). It becomes part of the cart line's document id (cartLineId), so it
 * is well-formed text without control characters, and short.
 */
export const UnitSchema = asKeyText(
  z.string().trim().min(1, 'Please select an option for this product.').max(MAX_UNIT_LENGTH),
);
/** The loose `unit` field some screens send beside the variant: may be empty. */
export const OptionalUnitSchema = asKeyText(z.string().trim().max(MAX_UNIT_LENGTH)).optional();
const VariantRefSchema = z.object({ unit: UnitSchema });

/**
 * POST /cart. The two shapes of spec §7:
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
    const unit = body.selectedVariant?.unit ?? body.variantDetails?.unit ?? body.unit;
    if (!unit) {
      ctx.addIssue({
        code: 'custom',
        message: 'Please select an option for this product.',
        path: ['selectedVariant'],
      });
      return z.NEVER;
    }
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
  .transform(
    (body) => body?.unit || body?.variant?.unit || body?.selectedVariant?.unit || body?.variantDetails?.unit,
  );

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
  unit: string;
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
  /** Set when the server had to adjust the request, e.g. capped a quantity at stock. */
  notice?: string;
}
