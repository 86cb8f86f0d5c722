import { ORDER_MESSAGES } from '@contract/messages';
import type { OrderItem, ShippingAddress } from '@contract/orders';
import { formatInr, formatPhone } from '../../../lib/format';

/**
 * The chat hand-off text (spec §7): the order lines (quantity, name, unit, price), the total,
 * the delivery name, address and phone, and a request to confirm the order and delivery time.
 */
export function whatsappOrderText(order: {
  orderId: string;
  items: readonly Pick<OrderItem, 'quantity' | 'name' | 'unit' | 'price'>[];
  totalAmount: number;
  shippingAddress: ShippingAddress;
}): string {
  const { shippingAddress: a } = order;
  const lines = order.items.map(
    (item) =>
      `• ${item.quantity} x ${item.name} (${item.unit}) @ ${formatInr(item.price)} = ${formatInr(item.quantity * item.price)}`,
  );
  return [
    `Namaste! I would like to place this order (${ORDER_MESSAGES.orderNumber(order.orderId.slice(0, 8))}):`,
    '',
    ...lines,
    '',
    `Total: ${formatInr(order.totalAmount)}`,
    '',
    'Deliver to:',
    a.name,
    `${a.street}, ${a.city}, ${a.state} ${a.postalCode}, ${a.country}`,
    `Phone: ${a.phoneNumber ? formatPhone(a.phoneNumber) : '-'}`,
    '',
    'Please confirm my order and let me know the delivery time. Thank you!',
  ].join('\n');
}

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
