import { useNavigate } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import type { Product, Variant } from '@contract/products';
import { notify } from '../../../lib/notify';
import { validatePurchase } from '../lib/catalogue';

export interface PurchaseSelection {
  product: Product;
  variant: Variant | undefined;
  quantity: number;
}

/**
 * Add to Cart and Order Now on the product page.
 * Signed out, both go to /auth. Signed in, both check spec §5's rules (price, quantity, option)
 * and show the first problem as a toast.
 * SEAM (sign-in issue): after the checks pass, `onAddToCart` should POST /cart and announce
 * '{qty} x {name} ({unit}) added to cart!', and `onOrderNow` should navigate to /checkout-now
 * with the item in navigation state (spec §2 route table).
 */
export function usePurchaseHandlers({ product, variant, quantity }: PurchaseSelection) {
  const navigate = useNavigate();
  const { data } = useSigninCheck();
  const signedIn = data?.signedIn === true;

  const check = (): boolean => {
    if (!signedIn) {
      navigate('/auth');
      return false;
    }
    const problem = validatePurchase({
      price: variant?.price ?? product.price,
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

  const onAddToCart = () => {
    if (!check()) return;
    notify.info('Your cart opens very soon. Thank you for your patience!', 'cart-soon');
  };

  const onOrderNow = () => {
    if (!check()) return;
    notify.info('Ordering online opens very soon. Thank you for your patience!', 'order-soon');
  };

  return { onAddToCart, onOrderNow };
}
