import { z } from 'zod';
import { OptionalUnitSchema, UnitSchema } from './cart.js';
import { chosenUnit, DocIdSchema, missingVariant, ProductRefSchema } from './common.js';
import { MAX_DIRECT_ORDER_ITEMS, MAX_LINE_QUANTITY } from './limits.js';
import type { EtaDays } from './settings.js';
import { says, type ApiNotice } from './api-message.js';

export const ORDER_STATUSES = ['Pending', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The order lifecycle: the only moves the server allows (anything else is 409). Delivered and
 * Cancelled are final. The back office shows a button for exactly these.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

/** At most this many Pending orders per shopper at once: unpaid orders hold stock. */
export const MAX_PENDING_ORDERS = 3;

/** How the shopper finished checkout: the Place Order button, or the WhatsApp hand-off. */
export const ORDER_CHANNELS = ['website', 'whatsapp'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const OrderChannelSchema = z.enum(ORDER_CHANNELS).optional().default('website');

/**
 * How the shopper pays (decision 011): UPI straight to the farm's UPI id, or cash on delivery where
 * the settings allow it. Only the method is the shopper's choice; the payment's status is the
 * server's (a claim with a reference, the owner's mark).
 */
export const PAYMENT_METHODS = ['upi', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['due', 'claimed', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PaymentMethodSchema = z
  .enum(PAYMENT_METHODS, says('payment.methodInvalid'))
  .optional()
  .default('upi');

/** An order's payment, as the API answers it. */
export interface OrderPayment {
  method: PaymentMethod;
  status: PaymentStatus;
  /** The 12-digit UPI transaction reference (UTR) the shopper gave. */
  reference?: string;
  claimedAt?: string;
  paidAt?: string;
  /**
   * UPI orders still to be paid: the deep link to pay exactly the order's total to the farm
   * (`upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`), and the payee it names. Built by the server from
   * settings/shop on every read, so the amount is always the order's own.
   */
  upiLink?: string;
  upiId?: string;
}

/** A UPI transaction reference (UTR): exactly 12 digits. */
export const UpiReferenceSchema = z
  .string(says('payment.referenceInvalid'))
  .trim()
  .regex(/^\d{12}$/, says('payment.referenceInvalid'));

/** POST /orders/{id}/payment-claim: the shopper says she paid, with the UTR. */
export const PaymentClaimSchema = z.object({ reference: UpiReferenceSchema });

/** POST /orders: order the caller's cart. */
export const CartOrderSchema = z.object({
  selectedAddressId: DocIdSchema.optional(),
  channel: OrderChannelSchema,
  paymentMethod: PaymentMethodSchema,
});

/**
 * POST /orders/direct: order one product straight from its page. The spec's item also carries
 * name, price and image; they are ignored, the catalogue prices the order.
 */
export const DirectOrderItemSchema = z
  .object({
    productId: ProductRefSchema,
    quantity: z
      .number(says('checkout.invalidDirectQuantity'))
      .int(says('checkout.invalidDirectQuantity'))
      .min(1, says('checkout.invalidDirectQuantity'))
      .max(MAX_LINE_QUANTITY, says('cart.quantityTooLarge')),
    unit: OptionalUnitSchema,
    selectedVariant: z.object({ unit: UnitSchema }).optional(),
  })
  .transform((item, ctx) => {
    const unit = chosenUnit(item);
    if (!unit) return missingVariant(ctx);
    return { productId: item.productId, quantity: item.quantity, unit };
  });

export const DirectOrderSchema = z.object({
  selectedAddressId: DocIdSchema.optional(),
  channel: OrderChannelSchema,
  paymentMethod: PaymentMethodSchema,
  items: z
    .array(DirectOrderItemSchema, says('checkout.directProductMissing'))
    .min(1, says('checkout.directProductMissing'))
    .max(MAX_DIRECT_ORDER_ITEMS, says('checkout.tooManyDirectItems')),
});

export interface OrderItem {
  productId: number;
  /** As ordered; in a Marathi page's answer, the product's Marathi name. */
  name: string;
  quantity: number;
  price: number;
  unit: string;
  /** In a Marathi page's answer: the pack's Marathi name (never stored). */
  unitLabel?: string;
  /** The picture as it was when ordered (the order's own copy). */
  image: string;
  /**
   * In a shopper's answers (never stored): the small picture to show for the line, her product's
   * as it is today, else the order's own copy.
   */
  thumbnail?: string;
  lineTotal: number;
}

export interface ShippingAddress {
  name: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phoneNumber?: string;
  /** The address's optional landmark ("Near Krishna Hospital"); absent when it had none. */
  landmark?: string;
}

/** Who moved an order: the shopper (cancel), the owner (back office) or the hourly stale-order job. */
export type StatusActor = 'shopper' | 'owner' | 'system';

/** One entry of an order's `statusHistory`, written by the server; the first is its Pending. */
export interface StatusChange {
  status: OrderStatus;
  at: string;
  by: StatusActor;
  /** The owner's words with the move (a tracking number), as she wrote them. */
  note?: string;
  /** The shop's own reason, by code: the hourly job's (`order.staleNote`, `order.claimExpiredNote`). */
  notice?: ApiNotice;
}

/**
 * What an order costs, from one pricing function on the server (the quote, the order itself and
 * the WhatsApp text): total = subtotal − discount + shipping, each to the paisa.
 */
export interface PriceBreakdown {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  deliverable: boolean;
  /** What the price takes into account (`pricing.firstOrderDiscount`, `pricing.freeInKarad` …). */
  notes: ApiNotice[];
}

/**
 * The short number a shopper can read out on the phone (`KO-1042`): the order counter
 * (`counters/orders`) counts up inside the order transaction, so no two orders share one and an
 * order that fails takes none. The first order is KO-1001.
 */
export const ORDER_NUMBER_PREFIX = 'KO-';
export const ORDER_NUMBER_BASE = 1000;
export const formatOrderNumber = (sequence: number) =>
  `${ORDER_NUMBER_PREFIX}${ORDER_NUMBER_BASE + sequence}`;

/**
 * How a person reads an order wherever they meet it (headings, toasts, WhatsApp texts, the UPI
 * note, e-mails): its KO number. An order placed before numbers existed is `#` and the first 8
 * characters of its id (product.md §9). The id itself appears in URLs only.
 */
export function orderName(order: { id: string; number?: string | undefined }): string {
  return order.number ?? `#${order.id.slice(0, 8)}`;
}

export interface Order {
  _id: string;
  /** The readable number (`KO-1042`); absent on orders placed before numbers existed. */
  number?: string;
  orderDate: string;
  status: OrderStatus | string;
  totalAmount: number;
  /** The breakdown stored with the order; absent on orders placed before it existed. */
  subtotal?: number;
  discount?: number;
  shipping?: number;
  /** Oldest first; orders placed before it existed show one Pending entry at their date. */
  statusHistory: StatusChange[];
  items: OrderItem[];
  shippingAddress: ShippingAddress;
  source: 'cart' | 'direct';
  channel: OrderChannel;
  /** Absent on orders placed before payments were recorded: the pages show no payment for them. */
  payment?: OrderPayment;
  /** Days from its placing to the door, as promised then; absent on orders from before. */
  etaDays?: EtaDays;
}

/** Answer of POST /orders and POST /orders/direct (201, or 200 for an idempotent replay). */
export interface PlacedOrder {
  orderId: string;
  order: Order;
}
