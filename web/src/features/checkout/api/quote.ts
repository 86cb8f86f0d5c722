import { PRICING_MESSAGES } from '@/words/messages';
import type { Quote } from '@contract/pricing';
import { apiRequest } from '@/platform/api-client';
import type { DirectItem } from '@/shop/direct-checkout';

/** What the order would cost (POST /checkout/quote): the cart's, or one Order Now item's. */
export function getQuote(
  selectedAddressId: string,
  item: DirectItem | null,
  signal: AbortSignal,
): Promise<Quote> {
  return apiRequest<Quote>('/checkout/quote', {
    method: 'POST',
    body: item
      ? {
          selectedAddressId,
          items: [
            { productId: item.productId, quantity: item.quantity, selectedVariant: { unit: item.unit } },
          ],
        }
      : { selectedAddressId },
    fallbackMessage: PRICING_MESSAGES.quoteFailed,
    signal,
  });
}
