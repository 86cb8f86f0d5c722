import { ShopScreen } from '@/features/products/components/shop-screen';

/** The shop; its meta depends on the category in the URL, so the screen sets it. */
export function ShopRoute() {
  return <ShopScreen />;
}
