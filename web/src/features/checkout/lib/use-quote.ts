import { useEffect, useState } from 'react';
import { PRICING_MESSAGES } from '@/words/messages';
import type { Address } from '@contract/addresses';
import type { Quote } from '@contract/pricing';
import type { SummaryPrice } from '@/components/ui/order-summary';
import { arrivalSentence } from '@/shop/delivery';
import type { DirectItem } from '@/shop/direct-checkout';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { apiWords } from '@/platform/api-words';
import { answerOf, failureOf, type Answer } from '@/platform/route-data';
import { getQuote } from '../api/quote';

/**
 * The server's price for the chosen address, asked again whenever the address (or the item)
 * changes, and what the checkout says about it: the summary's figures and, for an address the
 * farm does not deliver to, why Place Order and WhatsApp are off; and whether UPI and cash on
 * delivery are offered for this address and total, with why not (and whether cash on delivery is
 * the demo payment of a demo project), when it arrives, and the amount to pay (null until the
 * quote is in, and for an address the farm does not deliver to). It is the form's own question
 * (a POST the shopper's choice asks), not the page's data: asked here, each answer for the choice
 * it was asked for.
 */
export function useQuote(address: Address | null, item: DirectItem | null) {
  const handleError = useApiErrorHandler();
  const id = address?._id ?? null;
  const asked = `${id ?? '-'}:${item ? `${item.productId}:${item.unit}:${item.quantity}` : 'cart'}`;
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<{ asked: string; answer: Answer<Quote> }>();
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    void answerOf(getQuote(id, item, controller.signal)).then((answer) => {
      if (controller.signal.aborted) return;
      setAnswered({ asked: `${attempt}:${asked}`, answer });
      if (!answer.ok) handleError(failureOf(answer), PRICING_MESSAGES.quoteFailed);
    });
    return () => controller.abort();
    // `asked` names the address and the item; the item object itself is read once per question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, attempt, handleError]);
  // Until the answer to this very question is in, the quote is loading (never another address's).
  const answer = answered?.asked === `${attempt}:${asked}` ? answered.answer : undefined;

  let price: SummaryPrice;
  if (!id) price = { state: 'none', note: PRICING_MESSAGES.chooseAddressForTotal };
  else if (!answer) price = { state: 'loading' };
  else if (!answer.ok)
    price = {
      state: 'failed',
      message: answer.message || PRICING_MESSAGES.quoteFailed,
      onRetry: () => setAttempt((n) => n + 1),
    };
  else price = { state: 'quoted', price: answer.data };

  const blocked =
    price.state === 'quoted' && !price.price.deliverable && address
      ? PRICING_MESSAGES.cannotDeliver(address.postalCode.replace(/[\s-]/g, ''))
      : null;
  const quoted = id && answer?.ok ? answer.data : null;
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
