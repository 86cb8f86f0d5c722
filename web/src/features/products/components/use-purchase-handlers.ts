import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CartAddition, CartUpdate } from '@contract/cart';
import { CART_TOAST_MESSAGES, PURCHASE_MESSAGES } from '@/words/messages';
import type { Product, Variant } from '@contract/products';
import { messageWithLink } from '@/components/ui/toast-link';
import { ApiError, noticeWords } from '@/platform/api-client';
import { useCartChanged } from '@/shop/cart-data';
import type { DirectCheckoutState } from '@/shop/direct-checkout';
import { packLabel } from '../lib/pack-label';
import { notify } from '@/platform/notify';
import { useSession } from '@/platform/session';
import { currentPath, takePendingAction, useSignInToFinish } from '@/shop/sign-in-return';
import { validPrice } from '../lib/catalogue';
import { packUnavailableReason, validatePurchase } from '../lib/product-details';

/** POST /cart for one pack of a product; the cart feature's call, handed in by the route. */
export type AddToCart = (item: CartAddition) => Promise<CartUpdate>;

export interface PurchaseSelection {
  product: Product;
  variant: Variant | undefined;
  quantity: number;
  addToCart: AddToCart;
  /** Shows a pack and quantity as chosen: the one a shopper picked before signing in. */
  select?: (variantIndex: number, quantity: number) => void;
}

/**
 * Add to Cart and Order Now on the product page (product.md §2, §5, §8). Signed out, both go to /auth,
 * which says why and comes back here to finish (issue 14). Signed in, both check the price,
 * quantity and option first; Add to Cart then adds to the cart's line, Order Now opens the
 * direct checkout with the item in navigation state.
 */
export function usePurchaseHandlers({ product, variant, quantity, addToCart, select }: PurchaseSelection) {
  const navigate = useNavigate();
  const location = useLocation();
  const signInToFinish = useSignInToFinish();
  const { status, data } = useSession();
  const signedIn = data?.signedIn === true;
  const cartChanged = useCartChanged();
  const [adding, setAdding] = useState(false);

  const check = (pack: Variant | undefined, count: number): boolean => {
    const problem = validatePurchase({
      price: pack ? pack.price : product.price,
      quantity: count,
      variantCount: product.variants.length,
      variant: pack,
    });
    if (problem) {
      notify.error(problem, problem);
      return false;
    }
    return true;
  };

  const signIn = (kind: 'add-to-cart' | 'order-now', pack: Variant | undefined, count: number) => {
    if (!pack) return signInToFinish();
    signInToFinish({
      kind,
      productId: product.id,
      productName: product.name,
      unit: pack.unit,
      quantity: count,
    });
  };

  // A tap while the session is still loading (just after the page hydrates, Firebase is still on
  // its way) is kept and finished once it is known, never taken for "signed out".
  const [waiting, setWaiting] = useState<{
    kind: 'add' | 'order';
    pack: Variant | undefined;
    count: number;
  }>();

  const add = async (pack: Variant | undefined, count: number) => {
    if (adding) return;
    if (status !== 'success') return setWaiting({ kind: 'add', pack, count });
    if (!signedIn) return signIn('add-to-cart', pack, count);
    if (!check(pack, count) || !pack) return;
    setAdding(true);
    try {
      const update = await addToCart({
        productId: product.id,
        quantity: count,
        unit: pack.unit,
        price: validPrice(pack.price) ?? 0,
        name: product.name,
        image: product.image,
      });
      cartChanged();
      notify.success(
        messageWithLink(PURCHASE_MESSAGES.addedToCart(count, product.name, packLabel(product, pack.unit)), {
          to: '/cart',
          label: CART_TOAST_MESSAGES.viewCart,
        }),
      );
      if (update.notice) {
        const words = await noticeWords(update.notice);
        notify.info(words, words);
      }
    } catch (error) {
      if (error instanceof ApiError && error.isAuthError) {
        notify.warning(PURCHASE_MESSAGES.loginToAdd, PURCHASE_MESSAGES.loginToAdd);
        signIn('add-to-cart', pack, count);
      } else {
        const message = error instanceof Error && error.message ? error.message : PURCHASE_MESSAGES.addFailed;
        notify.error(message, message);
      }
    } finally {
      setAdding(false);
    }
  };

  const orderNow = (pack: Variant | undefined, count: number) => {
    if (status !== 'success') return setWaiting({ kind: 'order', pack, count });
    if (!signedIn) return signIn('order-now', pack, count);
    if (!check(pack, count) || !pack) return;
    const state: DirectCheckoutState = {
      product: { id: product.id, name: product.name, image: product.image },
      quantity: count,
      unit: pack.unit,
      price: pack.price,
      variant: { unit: pack.unit, price: pack.price },
      unitLabel: packLabel(product, pack.unit),
    };
    navigate('/checkout-now', { state });
  };

  useEffect(() => {
    if (!waiting || status !== 'success') return;
    setWaiting(undefined);
    if (waiting.kind === 'add') void add(waiting.pack, waiting.count);
    else orderNow(waiting.pack, waiting.count);
    // The handlers are this render's, with the session as it now is: what is wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, status]);

  // Back from sign-in: finish what the shopper chose, with the pack as it is now (its price and
  // stock from the catalogue, never from the kept entry). Runs once per page visit.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || status !== 'success' || !signedIn) return;
    resumed.current = true;
    const action = takePendingAction(currentPath(location), ['add-to-cart', 'order-now']);
    if (!action || action.productId !== product.id) return;
    const index = product.variants.findIndex((option) => option.unit === action.unit);
    const pack = product.variants[index];
    if (!pack) return;
    select?.(index, action.quantity);
    const problem = packUnavailableReason(pack);
    if (problem) return notify.error(problem, problem);
    if (action.kind === 'add-to-cart') void add(pack, action.quantity);
    // The product page stays behind checkout in history, as if Order Now had been pressed here.
    else orderNow(pack, action.quantity);
    // Runs when sign-in state settles; the handlers are this render's, which is what is wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, signedIn, product.id]);

  return {
    onAddToCart: () => void add(variant, quantity),
    onOrderNow: () => orderNow(variant, quantity),
    adding,
  };
}
