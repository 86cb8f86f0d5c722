import { useEffect } from 'react';
import { PRICING_MESSAGES } from '@contract/messages';
import type { Address } from '@contract/addresses';
import type { SummaryPrice } from '@/components/ui/order-summary';
import { arrivalSentence } from '@/shop/delivery';
import type { DirectItem } from '@/shop/direct-checkout';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { apiWords } from '@/platform/api-words';
import { useRequest } from '@/platform/use-request';
import { getQuote } from '../api/quote';

/**
 * The server's price for the chosen address, asked again whenever the address (or the item)
 * changes, and what the checkout says about it: the summary's figures and, for an address the
 * farm does not deliver to, why Place Order and WhatsApp are off; and whether UPI and cash on
 * delivery are offered for this address and total, with why not (and whether cash on delivery is
 * the demo payment of a demo project), when it arrives, and the amount to pay (null until the
 * quote is in, and for an address the farm does not deliver to).
 */
export function useQuote(address: Address | null, item: DirectItem | null) {
  const handleError = useApiErrorHandler();
  const id = address?._id ?? null;
  const itemKey = item ? `${item.productId}:${item.unit}:${item.quantity}` : 'cart';
  const request = useRequest(`quote:${id ?? '-'}:${itemKey}`, (signal) =>
    id ? getQuote(id, item, signal) : Promise.resolve(null),
  );

  useEffect(() => {
    if (request.status === 'error') handleError(request.error, PRICING_MESSAGES.quoteFailed);
  }, [request.status, request.error, handleError]);

  let price: SummaryPrice;
  if (!id) price = { state: 'none', note: PRICING_MESSAGES.chooseAddressForTotal };
  else if (request.status === 'loading') price = { state: 'loading' };
  else if (request.status === 'error')
    price = {
      state: 'failed',
      message: request.error.message || PRICING_MESSAGES.quoteFailed,
      onRetry: request.retry,
    };
  else if (request.data) price = { state: 'quoted', price: request.data };
  else price = { state: 'loading' };

  const blocked =
    price.state === 'quoted' && !price.price.deliverable && address
      ? PRICING_MESSAGES.cannotDeliver(address.postalCode.replace(/[\s-]/g, ''))
      : null;
  const quoted = id && request.status === 'success' && request.data ? request.data : null;
  // Why a way to pay is closed, from the quote's codes in this page's language.
  const cod = quoted
    ? {
        allowed: quoted.codAllowed,
        note: quoted.codNote && apiWords(quoted.codNote),
        demo: quoted.demoPayment === true,
      }
    : null;
  const upi = quoted
    ? { allowed: quoted.upiAllowed, note: quoted.upiNote && apiWords(quoted.upiNote) }
    : null;
  const arrives = quoted?.deliverable ? arrivalSentence(quoted.etaDays) : null;
  const total = quoted?.deliverable ? quoted.total : null;
  return { price, blocked, cod, upi, arrives, total };
}
