import { describe, expect, it } from 'vitest';
import { whatsappLink, whatsappOrderText } from './whatsapp-order';

describe('the WhatsApp order hand-off', () => {
  const order = {
    orderId: 'AbCdEfGh12345',
    items: [
      { quantity: 2, name: 'Gulkand', unit: '500g', price: 200 },
      { quantity: 1, name: 'Tulsi Honey', unit: '250 gm', price: 240 },
    ],
    subtotal: 640,
    discount: 96,
    shipping: 40,
    totalAmount: 584,
    shippingAddress: {
      name: 'Sunita Patil',
      street: '12 Shivaji Chowk',
      city: 'Karad',
      state: 'Maharashtra',
      postalCode: '415110',
      country: 'India',
      phoneNumber: '+91 98765 43210',
    },
    payment: { method: 'upi' as const, upiId: 'karad.organic@okhdfc' },
  };
  const text = whatsappOrderText(order);

  it('names the order by its KO number, or by its short id when it has none', () => {
    const numbered = whatsappOrderText({ ...order, number: 'KO-1042' });
    expect(numbered).toMatch(/^Namaste! I would like to place this order \(Order KO-1042\):/);
    expect(numbered).not.toContain('AbCdEfGh');
    expect(text).toMatch(/^Namaste! I would like to place this order \(Order #AbCdEfGh\):/);
  });

  it('lists every line, the total, the delivery details and asks to confirm', () => {
    expect(text).toContain('Order #AbCdEfGh');
    expect(text).toContain('2 x Gulkand (500g) @ ₹200.00 = ₹400.00');
    expect(text).toContain('1 x Tulsi Honey (250 gm) @ ₹240.00');
    expect(text).toContain(
      'Subtotal: ₹640.00\nFirst-order discount: −₹96.00\nDelivery: ₹40.00\nTotal: ₹584.00',
    );
    expect(text).toContain('Sunita Patil');
    expect(text).toContain('12 Shivaji Chowk, Karad, Maharashtra 415110, India');
    expect(text).toContain('Phone: +91 98765 43210');
    expect(text).toMatch(/confirm my order.*delivery time/);
  });

  it('names the landmark under the address, and nothing when there is none', () => {
    const withLandmark = whatsappOrderText({
      ...order,
      shippingAddress: { ...order.shippingAddress, landmark: 'Near Krishna Hospital' },
    });
    expect(withLandmark).toContain(
      '12 Shivaji Chowk, Karad, Maharashtra 415110, India\nLandmark: Near Krishna Hospital\nPhone:',
    );
    expect(text).not.toContain('Landmark');
  });

  it('leaves out the breakdown of an order from before it existed', () => {
    const old = whatsappOrderText({
      orderId: 'Old1234567',
      items: [{ quantity: 1, name: 'Gulkand', unit: '500g', price: 200 }],
      totalAmount: 200,
      shippingAddress: {
        name: 'A',
        street: 'S',
        city: 'Karad',
        state: 'MH',
        postalCode: '415110',
        country: 'India',
      },
    });
    expect(old).not.toContain('Subtotal');
    expect(old).not.toContain('Payment');
    expect(old).toContain('Total: ₹200.00');
  });

  it('says how it is paid: for UPI the exact amount and the farm’s UPI id the server answered, else cash on delivery', () => {
    expect(text).toContain('Total: ₹584.00\nPayment: UPI, ₹584.00 to karad.organic@okhdfc\n');
    const cod = whatsappOrderText({ ...order, payment: { method: 'cod' as const } });
    expect(cod).toContain('Total: ₹584.00\nPayment: Cash on delivery\n');
    expect(cod).not.toContain('karad.organic@okhdfc');
  });

  it('names no UPI id the server did not answer: it asks the farm where to pay instead', () => {
    const noIdFromServer = whatsappOrderText({ ...order, payment: { method: 'upi' as const } });
    expect(noIdFromServer).toContain('Payment: UPI, ₹584.00 (please tell me where to pay)\n');
    expect(noIdFromServer).not.toMatch(/\w@\w/);
  });

  it('builds a wa.me link with the text encoded', () => {
    const link = whatsappLink('+91 98765-43210', 'Hello & welcome');
    expect(link).toBe('https://wa.me/919876543210?text=Hello%20%26%20welcome');
  });
});
