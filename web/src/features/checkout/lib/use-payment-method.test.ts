import { describe, expect, it } from 'vitest';
import { choosePaymentMethod } from './use-payment-method';

const yes = { allowed: true };
const no = { allowed: false };

describe('the checkout’s way of paying', () => {
  it('is UPI by default, and cash on delivery when the shopper picks it and it is offered', () => {
    expect(choosePaymentMethod('upi', yes, yes)).toBe('upi');
    expect(choosePaymentMethod('cod', yes, yes)).toBe('cod');
    expect(choosePaymentMethod('cod', yes, no)).toBe('upi');
  });

  it('is cash on delivery when UPI is not offered (the farm’s UPI id is not set)', () => {
    expect(choosePaymentMethod('upi', no, yes)).toBe('cod');
  });

  it('is nothing when neither can be paid: the checkout says so', () => {
    expect(choosePaymentMethod('upi', no, no)).toBeNull();
    expect(choosePaymentMethod('cod', no, no)).toBeNull();
  });

  it('stays UPI until the quote is in (the server decides)', () => {
    expect(choosePaymentMethod('upi', null, null)).toBe('upi');
    expect(choosePaymentMethod('cod', null, null)).toBe('upi');
  });
});
