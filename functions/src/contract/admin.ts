import { z } from 'zod';
import { asKeyText, DocIdSchema } from './common.js';
import type { Language } from './languages.js';
import { MAX_UNIT_LENGTH } from './limits.js';
import { says } from './api-message.js';
import { ORDER_STATUSES, UpiReferenceSchema, type Order } from './orders.js';
import { isPhotoSrc } from './photos.js';
import type { Product } from './products.js';

/**
 * The owner's back office (`/api/admin/**`, admin claim only). The screens under `/admin` and the
 * API's `functions/src/admin` both follow these shapes. Their messages are codes of api-text.ts.
 */

/** An order as the owner sees it: the shopper's order plus whose it is. */
export interface AdminOrder extends Order {
  userId: string;
  /** The owner's note from marking the payment (never shown to the shopper). */
  paymentNote?: string;
  /** The language the shopper ordered in, when not English: her updates are written in it. */
  language?: Language;
}

/**
 * PATCH /api/admin/orders/{id}: the order as moved, and the note to send the shopper: its text
 * (naming the KO number, the new status and the owner's note) and a wa.me link that opens a chat
 * with the shopper's phone with it typed in (null without a usable phone).
 */
export interface AdminOrderMoved extends AdminOrder {
  shopperUpdate: { text: string; whatsapp: string | null };
}

/**
 * The payments the owner has to check (`?payment=claimed`): a UPI payment the shopper says she
 * made (she gave its UTR) that nobody has marked paid yet, on an order that is not Cancelled (a
 * cancelled one is closed; `status=Cancelled` still finds it). The orders screen's first filter.
 */
export const ADMIN_PAYMENT_FILTERS = ['claimed'] as const;
export type AdminPaymentFilter = (typeof ADMIN_PAYMENT_FILTERS)[number];

/**
 * GET /api/admin/orders?status=&payment=&q=&cursor= (ADMIN_ORDERS_PAGE a page): newest first;
 * with `payment=claimed`, the oldest claim first (the owner checks them in the order they waited).
 */
export const ADMIN_ORDERS_PAGE = 25;
export const AdminOrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, says('admin.statusInvalid')).optional(),
  payment: z.enum(ADMIN_PAYMENT_FILTERS, says('admin.paymentFilterInvalid')).optional(),
  /** An order number, or the delivery name, city, PIN code or phone, or the UPI reference (UTR). */
  q: z.string().trim().max(60).optional(),
  /** The `nextCursor` of the page before. */
  cursor: DocIdSchema.optional(),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;

export interface AdminOrderPage {
  orders: AdminOrder[];
  nextCursor: string | null;
}

/**
 * With `q`, the server reads orders newest first in batches and keeps the matches, reading at
 * most this many orders a request; a page may then hold fewer than ADMIN_ORDERS_PAGE matches
 * (even none) with a `nextCursor` to read on from.
 */
export const ADMIN_SEARCH_SCAN = 1000;

/** The longest note an order move may carry (kept in the order's history). */
export const MAX_STATUS_NOTE = 200;
/** The owner's note on marking a payment (PATCH /admin/orders/{id}/payment). */
export const MAX_PAYMENT_NOTE = 200;

/** PATCH /api/admin/orders/{id}: move the order (ORDER_MOVES), with an optional note. */
export const AdminOrderMoveSchema = z.object({
  status: z.enum(ORDER_STATUSES, says('admin.statusInvalid')),
  note: z.string().trim().max(MAX_STATUS_NOTE, says('admin.noteTooLong')).optional(),
});
export type AdminOrderMove = z.infer<typeof AdminOrderMoveSchema>;

/**
 * PATCH /api/admin/orders/{id}/payment: the owner marks a claimed UPI payment, or a cash on
 * delivery, `paid`; a paid order that was cancelled, `refunded` (never automatically).
 */
export const AdminPaymentMarkSchema = z.object({
  status: z.enum(['paid', 'refunded'], says('payment.markStatusInvalid')),
  /**
   * `paid` on a UPI order the shopper has not claimed (paid by QR, or shown on WhatsApp): the UTR
   * if the owner has it. It then pays this order only, as a shopper's claim does.
   */
  reference: UpiReferenceSchema.optional(),
  /** How the owner knows it is paid ("screenshot on WhatsApp"); kept with the payment. */
  note: z.string().trim().max(MAX_PAYMENT_NOTE, says('payment.markNoteInvalid')).optional(),
});
export type AdminPaymentMark = z.infer<typeof AdminPaymentMarkSchema>;

/** GET /api/admin/summary: the top of the Orders screen. "Today" is the day in India (IST). */
export interface AdminSummary {
  /** Orders placed today that are not Cancelled, and the sum of their totals. */
  today: { count: number; total: number };
  pending: number;
  /** Orders whose UPI payment is claimed and not yet marked paid (`payment=claimed`, any page). */
  paymentsToCheck: number;
  /** Packs of shown (not hidden) products with tracked stock of LOW_STOCK or less. */
  lowStock: number;
}

/** Stock at or below this is highlighted in the back office. */
export const LOW_STOCK = 5;

/** GET /api/admin/products: every product, hidden ones included. */
export interface AdminProduct extends Product {
  hidden: boolean;
}

/** Rupees above 0 with at most two decimals (paise), or null for "not priced yet". */
const AdminPriceSchema = z
  .number(says('admin.priceInvalid'))
  .positive(says('admin.priceInvalid'))
  .max(1_000_000, says('admin.priceInvalid'))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, says('admin.priceInvalid'))
  .nullable();

/** A whole number of packs from 0, or '-' when the farm does not count them (unlimited). */
const AdminStockSchema = z.union(
  [
    z
      .number()
      .int(says('admin.stockInvalid'))
      .min(0, says('admin.stockInvalid'))
      .max(1_000_000, says('admin.stockInvalid')),
    z.literal('-'),
  ],
  says('admin.stockInvalid'),
);

/** The most packs one product may have. */
export const MAX_PACKS = 20;

/** A pack's unit as the product lists it ("250 gm"). */
const AdminUnitSchema = z
  .string(says('admin.unitRequired'))
  .trim()
  .min(1, says('admin.unitRequired'))
  .max(MAX_UNIT_LENGTH, says('admin.unitRequired'));

/** A pack as the owner sets it: its unit (unique in the product), price and stock. */
const AdminVariantSchema = z.object({
  unit: AdminUnitSchema,
  price: AdminPriceSchema,
  stock: AdminStockSchema,
});

/**
 * A new pack. Its unit becomes part of a shopper's cart line id (contract/cart.ts UnitSchema), so
 * it is held to the same text rules: a pack no cart could take would be on sale and unbuyable.
 */
const AdminNewVariantSchema = AdminVariantSchema.extend({ unit: asKeyText(AdminUnitSchema) });

/** A picture on the site (`/images/…`), one of the owner's photos (`/api/photos/…`) or on the web (`https://…`). */
const AdminImageSchema = z
  .string(says('admin.imageInvalid'))
  .trim()
  .max(500, says('admin.imageInvalid'))
  .refine(
    (src) => /^(\/images\/[\w./-]+|https:\/\/[^\s"'<>]+)$/.test(src) || isPhotoSrc(src),
    says('admin.imageInvalid'),
  );

/** A product's words, as the owner writes them (a new product, or one she edits). */
const ProductNameSchema = z
  .string(says('admin.productNameInvalid'))
  .trim()
  .min(1, says('admin.productNameInvalid'))
  .max(80, says('admin.productNameInvalid'));
const ProductDescriptionSchema = z
  .string(says('admin.productDescriptionInvalid'))
  .trim()
  .min(1, says('admin.productDescriptionInvalid'))
  .max(4000, says('admin.productDescriptionInvalid'));
const CategorySchema = z
  .string(says('admin.categoryInvalid'))
  .trim()
  .min(1, says('admin.categoryInvalid'))
  .max(40, says('admin.categoryInvalid'));

/**
 * A product's Marathi name and description (issue 27), with the English words' limits; the card's
 * short text in Marathi follows the description. A product without them shows its English words
 * on the Marathi pages, marked for the owner.
 */
const AdminMarathiWordsSchema = z
  .object({ name: ProductNameSchema.optional(), description: ProductDescriptionSchema.optional() })
  .strict();

/**
 * POST /api/admin/products: a new product, in English and, optionally, its Marathi words. It
 * takes the next free id; its packs are as given (at least one, units unique), the first one
 * being the price shown on cards. Without a picture it shows the shop's placeholder.
 */
export const AdminProductCreateSchema = z.object({
  name: ProductNameSchema,
  description: ProductDescriptionSchema,
  mr: AdminMarathiWordsSchema.optional(),
  category: CategorySchema,
  image: AdminImageSchema.optional(),
  variants: z
    .array(AdminNewVariantSchema, says('admin.packsInvalid'))
    .min(1, says('admin.packsInvalid'))
    .max(MAX_PACKS, says('admin.packsInvalid')),
  benefits: z
    .array(
      z
        .string(says('admin.benefitInvalid'))
        .trim()
        .min(1, says('admin.benefitInvalid'))
        .max(120, says('admin.benefitInvalid')),
      {
        message: says('admin.benefitInvalid'),
      },
    )
    .max(8, says('admin.benefitInvalid'))
    .optional()
    .default([]),
  isPopular: z.boolean(says('admin.flagInvalid')).optional().default(false),
  isNew: z.boolean(says('admin.flagInvalid')).optional().default(true),
  isSeasonal: z.boolean(says('admin.flagInvalid')).optional().default(false),
  hidden: z.boolean(says('admin.flagInvalid')).optional().default(false),
});
export type AdminProductCreate = z.infer<typeof AdminProductCreateSchema>;

/**
 * PATCH /api/admin/products/{id}: any of these. `variants` names existing packs by unit (an
 * unknown unit is 400) and sets each one's price and stock; packs not named stay as they are.
 * `addVariants` adds packs after the existing ones (a unit the product has is 400) and
 * `removeVariants` takes packs away by unit (an unknown one is 400); a product keeps 1 to
 * MAX_PACKS packs, and a unit may be named once in the whole patch. The name, description,
 * category and picture replace the product's (its card's short text is the new description's
 * first sentence; the picture becomes the first of its gallery).
 */
export const AdminProductPatchSchema = z
  .object({
    name: ProductNameSchema.optional(),
    description: ProductDescriptionSchema.optional(),
    /** Its Marathi words: what is not given stays as it is. */
    mr: AdminMarathiWordsSchema.optional(),
    category: CategorySchema.optional(),
    image: AdminImageSchema.optional(),
    variants: z
      .array(AdminVariantSchema, says('admin.variantsInvalid'))
      .min(1, says('admin.variantsInvalid'))
      .max(MAX_PACKS, says('admin.variantsInvalid'))
      .optional(),
    addVariants: z
      .array(AdminNewVariantSchema, says('admin.addPacksInvalid'))
      .min(1, says('admin.addPacksInvalid'))
      .max(MAX_PACKS, says('admin.addPacksInvalid'))
      .optional(),
    removeVariants: z
      .array(AdminUnitSchema, says('admin.removePacksInvalid'))
      .min(1, says('admin.removePacksInvalid'))
      .max(MAX_PACKS, says('admin.removePacksInvalid'))
      .optional(),
    isPopular: z.boolean(says('admin.flagInvalid')).optional(),
    isNew: z.boolean(says('admin.flagInvalid')).optional(),
    isSeasonal: z.boolean(says('admin.flagInvalid')).optional(),
    hidden: z.boolean(says('admin.flagInvalid')).optional(),
  })
  .refine(
    (patch) =>
      Object.entries(patch).some(([key, value]) =>
        key === 'mr' ? Object.values(value ?? {}).some((v) => v !== undefined) : value !== undefined,
      ),
    says('admin.nothingToChange'),
  );
export type AdminProductPatch = z.infer<typeof AdminProductPatchSchema>;

/** GET /api/admin/audit?cursor= (newest first, AUDIT_PAGE a page). */
export const AUDIT_PAGE = 50;
export const AdminAuditQuerySchema = z.object({ cursor: DocIdSchema.optional() });

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** One entry of `auditLog`: who changed what, when, from what to what. */
export interface AuditEntry {
  _id: string;
  at: string;
  by: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}
