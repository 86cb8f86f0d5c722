import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@/words/messages';
import { SUMMARY_MESSAGES, WHATSAPP_ORDER_MESSAGES as M } from '@/words/account-messages';
import { orderName, type OrderItem, type OrderPayment, type ShippingAddress } from '@contract/orders';
import { formatInr } from '@/shop/format';
import { formatPhone } from '@contract/india';

/**
 * The chat hand-off text (product.md §7): the order lines (quantity, name, unit, price), the total,
 * how it is paid (for UPI: the exact amount and the farm's UPI id as the server answered it with
 * the order; without one, no id at all, and the farm is asked where to pay), the delivery name,
 * address and phone, and a request to confirm the order and delivery time.
 */
export function whatsappOrderText(order: {
  orderId: string;
  /** The readable number (`KO-1042`); absent on orders from before numbers existed. */
  number?: string;
  items: readonly Pick<OrderItem, 'quantity' | 'name' | 'unit' | 'price'>[];
  totalAmount: number;
  /** The server's breakdown of the order (absent only on orders from before it existed). */
  subtotal?: number;
  discount?: number;
  shipping?: number;
  shippingAddress: ShippingAddress;
  payment?: Pick<OrderPayment, 'method' | 'upiId'>;
}): string {
  const { shippingAddress: a } = order;
  const lines = order.items.map(
    (item) =>
      `• ${item.quantity} x ${item.name} (${item.unit}) @ ${formatInr(item.price)} = ${formatInr(item.quantity * item.price)}`,
  );
  const named = ORDER_MESSAGES.orderNumber(orderName({ id: order.orderId, number: order.number }));
  return [
    M.intro(named),
    '',
    ...lines,
    '',
    ...priceLines(order),
    M.total(formatInr(order.totalAmount)),
    ...paymentLines(order),
    '',
    M.deliverTo,
    a.name,
    `${a.street}, ${a.city}, ${a.state} ${a.postalCode}, ${a.country}`,
    ...(a.landmark ? [SUMMARY_MESSAGES.landmark(a.landmark)] : []),
    SUMMARY_MESSAGES.phone(a.phoneNumber ? formatPhone(a.phoneNumber) : '-'),
    '',
    M.confirm,
  ].join('\n');
}

/** The order's own figures, as the server stored them: the chat never recomputes a price. */
function priceLines(order: { subtotal?: number; discount?: number; shipping?: number }): string[] {
  if (order.subtotal === undefined) return [];
  const lines = [M.subtotal(formatInr(order.subtotal))];
  if (order.discount) lines.push(M.discount(formatInr(order.discount)));
  if (order.shipping !== undefined)
    lines.push(M.delivery(order.shipping === 0 ? SUMMARY_MESSAGES.free : formatInr(order.shipping)));
  return lines;
}

function paymentLines(order: {
  totalAmount: number;
  payment?: Pick<OrderPayment, 'method' | 'upiId'>;
}): string[] {
  if (!order.payment) return [];
  if (order.payment.method === 'cod') return [PAYMENT_MESSAGES.whatsappCod];
  const amount = formatInr(order.totalAmount);
  const { upiId } = order.payment;
  return [upiId ? PAYMENT_MESSAGES.whatsappUpi(amount, upiId) : PAYMENT_MESSAGES.whatsappUpiNoId(amount)];
}

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
