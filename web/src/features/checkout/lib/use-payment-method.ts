import { useState } from 'react';
import type { PaymentMethod } from '@contract/orders';

/** What the quote says about one way of paying: offered or not. Null until the quote is in. */
type Offer = { allowed: boolean } | null;

/**
 * Which way of paying the order takes, from the shopper's choice and what the quote offers. UPI
 * by default; cash on delivery when she picks it, or when UPI is not offered (the farm's UPI id is
 * not set); back to the other whenever the quote (a new address, a bigger total) no longer offers
 * her choice: the order never asks for what the server would refuse. Null when neither can be
 * used: the checkout then says the order cannot be paid here, and to contact the farm. Until the
 * quote is in, UPI stands (the server decides, and says why if not).
 */
export function choosePaymentMethod(chosen: PaymentMethod, upi: Offer, cod: Offer): PaymentMethod | null {
  const upiOffered = upi?.allowed ?? true;
  const codOffered = cod?.allowed ?? false;
  if (chosen === 'cod' && codOffered) return 'cod';
  if (upiOffered) return 'upi';
  return codOffered ? 'cod' : null;
}

export function usePaymentMethod({ upi, cod }: { upi: Offer; cod: Offer }) {
  const [chosen, setChosen] = useState<PaymentMethod>('upi');
  return { method: choosePaymentMethod(chosen, upi, cod), choose: setChosen };
}
