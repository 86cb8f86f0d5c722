import { describe, expect, it } from 'vitest';
import { whatsappLink } from './india.js';

describe('whatsappLink', () => {
  it('keeps the digits of an international number', () => {
    expect(whatsappLink('+91 98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsappLink('+44 20 7946 0958')).toBe('https://wa.me/442079460958');
  });
  it('puts India’s 91 before a bare or 0-prefixed 10-digit mobile', () => {
    expect(whatsappLink('98765-43210')).toBe('https://wa.me/919876543210');
    expect(whatsappLink('098765 43210')).toBe('https://wa.me/919876543210');
  });
  it('types the text in, encoded', () => {
    expect(whatsappLink('+91 98765 43210', 'Order KO-1002 & more')).toBe(
      'https://wa.me/919876543210?text=Order%20KO-1002%20%26%20more',
    );
  });
  it('gives no link without a usable number', () => {
    expect(whatsappLink(undefined)).toBeNull();
    expect(whatsappLink('')).toBeNull();
    expect(whatsappLink('12345')).toBeNull();
  });
});
