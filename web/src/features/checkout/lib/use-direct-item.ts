import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  readDirectItem,
  recallDirectItem,
  rememberDirectItem,
  type DirectCheckoutState,
  type DirectItem,
} from '@/shop/direct-checkout';

export const NO_PRODUCT_REDIRECT_MS = 3000;

/**
 * Buy Now's one product (product.md §2 route table, Direct checkout): Order Now's navigation state
 * first (the shopper's latest choice), else what this tab kept (a refresh). Read once: the screen's
 * item does not change under the shopper. Without one, the shop after 3 seconds.
 */
export function useDirectItem(): DirectItem | null {
  const navigate = useNavigate();
  const location = useLocation();
  const [item] = useState(
    () => readDirectItem(location.state as DirectCheckoutState | null) ?? recallDirectItem(),
  );
  useEffect(() => {
    if (item && item.quantity >= 1) rememberDirectItem(item);
  }, [item]);
  useEffect(() => {
    if (item) return;
    const timer = window.setTimeout(() => navigate('/shop'), NO_PRODUCT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [item, navigate]);
  return item;
}
