import { useState } from 'react';
import type { PaymentMethod } from '@contract/orders';

/**
 * The shopper's Payment choice: UPI unless she picks cash on delivery, and UPI again whenever the
 * quote (a new address, a bigger total) no longer offers cash on delivery: the order never asks
 * for what the server would refuse.
 */
export function usePaymentMethod(cod: { allowed: boolean } | null) {
  const [chosen, setChosen] = useState<PaymentMethod>('upi');
  const method: PaymentMethod = chosen === 'cod' && cod?.allowed ? 'cod' : 'upi';
  return { method, choose: setChosen };
}
