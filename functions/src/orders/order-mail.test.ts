import { describe, expect, it } from 'vitest';
import { escapeHtml, newOrderMessage, shopperPaidMessage, shopperStatusMessage } from './order-mail.js';
import { SHOPPER_TEXT as EN } from './order-texts.js';
import { SHOPPER_TEXT as MR } from './order-texts.mr.js';

describe('the new-order e-mail', () => {
  const order = {
    orderId: 'AbCd1234xyzXYZ',
    placedAt: new Date('2025-03-08T20:00:00Z'),
    items: [
      {
        productId: 1,
        name: 'Gulkand <special>',
        quantity: 2,
        price: 200,
        unit: '500g',
        image: '/images/products/gulkand.svg',
        lineTotal: 400,
      },
    ],
    totalAmount: 1234.5,
    shippingAddress: {
      name: 'Asha "Tai" O\'Brien & <Sons>',
      street: '12 Shivaji Chowk',
      city: 'Karad',
      state: 'Maharashtra',
      postalCode: '415110',
      country: 'India',
      phoneNumber: '+91 98765 43210',
    },
    channel: 'whatsapp',
  };

  it('prints the landmark under the street, only when the address has one', () => {
    const landmark = newOrderMessage({
      ...order,
      shippingAddress: { ...order.shippingAddress, landmark: 'Near Krishna <Hospital>' },
    });
    expect(landmark.text).toContain(
      '12 Shivaji Chowk\nLandmark: Near Krishna <Hospital>\nKarad, Maharashtra 415110',
    );
    expect(landmark.html).toContain('Landmark: Near Krishna &lt;Hospital&gt;');
    expect(newOrderMessage(order).text).not.toContain('Landmark');
  });

  it('names the short number and the total in INR (Indian grouping) in the subject, and the time in India', () => {
    const message = newOrderMessage(order);
    expect(message.subject).toBe('New order #AbCd1234 — ₹1,234.50');
    expect(message.text).toContain('Order #AbCd1234 was placed on 9 Mar 2025');
    expect(message.text).toContain('2 x Gulkand <special> (500g) @ ₹200.00 = ₹400.00');
    expect(message.text).toContain('Phone: +91 98765 43210');
    expect(message.text).toContain('Placed via: whatsapp');
  });

  it('names the order by its KO number alone when it has one', () => {
    const message = newOrderMessage({ ...order, number: 'KO-1042' });
    expect(message.subject).toBe('New order KO-1042 — ₹1,234.50');
    expect(message.text).toContain('Order KO-1042 was placed on 9 Mar 2025');
    expect(message.html).toContain('Order KO-1042 was placed on');
    expect(message.text).not.toContain('AbCd1234');
  });

  it('names a first-order discount only when the order had one', () => {
    const first = newOrderMessage({ ...order, price: { subtotal: 400, discount: 60, shipping: 0 } });
    expect(first.text).toContain('Subtotal ₹400.00, first-order discount −₹60.00, delivery ₹0.00');
    const returning = newOrderMessage({ ...order, price: { subtotal: 400, discount: 0, shipping: 40 } });
    expect(returning.text).toContain('Subtotal ₹400.00, delivery ₹40.00');
    expect(returning.text).not.toContain('first-order');
  });

  it('escapes everything in the HTML part', () => {
    const { html } = newOrderMessage(order);
    expect(html).toContain('Asha &quot;Tai&quot; O&#39;Brien &amp; &lt;Sons&gt;');
    expect(html).toContain('Gulkand &lt;special&gt;');
    expect(html).not.toMatch(/<special>|<Sons>/);
    expect(escapeHtml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });

  it('says how the order is paid, in the text and the HTML', () => {
    const cod = newOrderMessage({ ...order, paymentMethod: 'cod' });
    expect(cod.text).toContain('Placed via: whatsapp\nPayment: Cash on delivery');
    expect(cod.html).toContain('<p>Payment: Cash on delivery</p>');
    expect(newOrderMessage({ ...order, paymentMethod: 'upi' }).text).toContain('Payment: UPI');
    expect(newOrderMessage(order).text).not.toContain('Payment:');
  });

  it('leaves the phone line out when the address has none', () => {
    const { phoneNumber: _phone, ...address } = order.shippingAddress;
    expect(newOrderMessage({ ...order, shippingAddress: address }).text).not.toContain('Phone:');
  });
});

describe('the shopper’s e-mails', () => {
  const order = { orderId: 'AbCd1234xyzXYZ', number: 'KO-1042', shopperName: 'Sunita Patil' };

  it('are written in the language she ordered in, English when none is recorded', () => {
    const marathi = shopperStatusMessage({
      ...order,
      status: 'Shipped',
      note: 'EE123456789IN',
      language: 'mr',
    });
    expect(marathi.subject).toBe(MR.mailSubject('KO-1042', 'Shipped'));
    expect(marathi.text).toContain(MR.update('Sunita Patil', 'KO-1042', 'Shipped', 'EE123456789IN'));
    expect(marathi.text).toContain(MR.mailFooter);
    const english = shopperStatusMessage({ ...order, status: 'Shipped' });
    expect(english.subject).toBe(EN.mailSubject('KO-1042', 'Shipped'));
    expect(english.subject).toBe('Your Karad Organic order KO-1042 is on its way');

    const paid = shopperPaidMessage({ ...order, totalAmount: 1234.5, language: 'mr' });
    expect(paid.subject).toBe(MR.paidSubject('KO-1042'));
    expect(paid.text).toContain(MR.paid('Sunita Patil', 'KO-1042', '₹1,234.50'));
  });
});
