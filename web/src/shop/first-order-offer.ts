import type { FirstOrderOffer } from '@contract/pricing';
import { dataOf, useSettled, type Pending } from '@/platform/route-data';
import { useSession } from '@/platform/session';
import { useCartData } from './cart-data';
import { useShopPolicy } from './shop-policy';

/**
 * The first-order discount this visitor can still get, in percent (issue 23 §12): the shop's offer
 * (settings/shop, through GET /shop/policy) for a visitor, 0 for a signed-in shopper once the
 * server says her next order is not her first (or when the owner has turned the offer off), and
 * null until the policy has arrived. A page rendered on the server shows the offer as a visitor
 * sees it; a returning customer's page drops it as soon as her answer is in (the cart's data,
 * shop/cart-data.ts, which reads it again after each order).
 */
export function useFirstOrderOffer(): number | null {
  return useOfferOf(useCartData()?.offer);
}

/** The same, from her own answer as a page read it (the cart page's loader reads it too). */
export function useOfferOf(mine: Pending<FirstOrderOffer> | undefined): number | null {
  const policy = useShopPolicy();
  const session = useSession();
  const signedIn = session.status === 'success' && session.data.signedIn;
  const own = dataOf(useSettled(mine));
  if (!policy) return null;
  if (signedIn && own) return Math.min(own.firstOrderDiscountPercent, policy.firstOrderDiscountPercent);
  return policy.firstOrderDiscountPercent;
}
