import { describe, expect, it } from 'vitest';
import { upiLinkFor } from './upi-link.js';

describe('upiLinkFor', () => {
  it('carries exactly the order’s amount (two decimals) and its readable number, every value URL-encoded', () => {
    const link = upiLinkFor(
      { id: 'WaKpIj2uBdiPhljFcR0n', totalAmount: 1234.5 },
      { id: 'karad.organic@okhdfc', payeeName: 'Karad Organic & Sons' },
    );
    expect(link).toBe(
      'upi://pay?pa=karad.organic%40okhdfc&pn=Karad%20Organic%20%26%20Sons&am=1234.50&cu=INR' +
        '&tn=Karad%20Organic%20order%20%23WaKpIj2u',
    );
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(params.get('am')).toBe('1234.50');
    expect(params.get('pn')).toBe('Karad Organic & Sons');
    expect(params.get('tn')).toBe('Karad Organic order #WaKpIj2u');
  });

  it('names a numbered order by its KO number, as the shop and the owner do', () => {
    const link = upiLinkFor(
      { id: 'WaKpIj2uBdiPhljFcR0n', number: 'KO-1042', totalAmount: 10 },
      { id: 'farm@upi', payeeName: 'Farm' },
    );
    expect(new URLSearchParams(link.split('?')[1]).get('tn')).toBe('Karad Organic order KO-1042');
  });

  it('writes whole rupees and paise the same way UPI apps read them', () => {
    const upi = { id: 'farm@upi', payeeName: 'Farm' };
    const amountOf = (totalAmount: number) =>
      new URLSearchParams(upiLinkFor({ id: 'abc', totalAmount }, upi).split('?')[1]).get('am');
    expect(amountOf(40)).toBe('40.00');
    expect(amountOf(0.1 + 0.2)).toBe('0.30');
    expect(amountOf(999.99)).toBe('999.99');
  });
});
