import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import type { CartAddition, CartUpdate } from '@contract/cart';
import { PURCHASE_MESSAGES } from '@contract/messages';
import type { Product, Variant } from '@contract/products';
import { ApiError } from '../../../lib/api-client';
import { publishCart } from '../../../lib/cart-count';
import type { DirectCheckoutState } from '../../../lib/direct-checkout';
import { notify } from '../../../lib/notify';
import { validatePurchase, validPrice } from '../lib/catalogue';

/** POST /cart for one pack of a product; the cart feature's call, handed in by the route. */
export type AddToCart = (item: CartAddition) => Promise<CartUpdate>;

export interface PurchaseSelection {
  product: Product;
  variant: Variant | undefined;
  quantity: number;
  addToCart: AddToCart;
}

/**
 * Add to Cart and Order Now on the product page (spec §2, §5, §8). Signed out, both go to /auth.
 * Signed in, both check the price, quantity and option first; Add to Cart then adds to the
 * cart's line, Order Now opens the direct checkout with the item in navigation state.
 */
export function usePurchaseHandlers({ product, variant, quantity, addToCart }: PurchaseSelection) {
  const navigate = useNavigate();
  const { data } = useSigninCheck();
  const signedIn = data?.signedIn === true;
  const [adding, setAdding] = useState(false);

  const check = (): boolean => {
    if (!signedIn) {
      navigate('/auth');
      return false;
    }
    const problem = validatePurchase({
      price: variant ? variant.price : product.price,
      quantity,
      variantCount: product.variants.length,
      variant,
    });
    if (problem) {
      notify.error(problem, problem);
      return false;
    }
    return true;
  };

  const onAddToCart = async () => {
    if (adding || !check() || !variant) return;
    setAdding(true);
    try {
      const update = await addToCart({
        productId: product.id,
        quantity,
        unit: variant.unit,
        price: validPrice(variant.price) ?? 0,
        name: product.name,
        image: product.image,
      });
      publishCart(update.items);
      notify.success(PURCHASE_MESSAGES.addedToCart(quantity, product.name, variant.unit));
      if (update.notice) notify.info(update.notice, update.notice);
    } catch (error) {
      if (error instanceof ApiError && error.isAuthError) {
        notify.warning(PURCHASE_MESSAGES.loginToAdd, PURCHASE_MESSAGES.loginToAdd);
        navigate('/auth');
      } else {
        const message = error instanceof Error && error.message ? error.message : PURCHASE_MESSAGES.addFailed;
        notify.error(message, message);
      }
    } finally {
      setAdding(false);
    }
  };

  const onOrderNow = () => {
    if (!check() || !variant) return;
    const state: DirectCheckoutState = {
      product: { id: product.id, name: product.name, image: product.image },
      quantity,
      unit: variant.unit,
      price: variant.price,
      variant: { unit: variant.unit, price: variant.price },
    };
    navigate('/checkout-now', { state });
  };

  return { onAddToCart: () => void onAddToCart(), onOrderNow, adding };
}
