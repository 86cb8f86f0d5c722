import { useLoaderData } from 'react-router-dom';
import { ShopScreen } from '@/features/products/components/shop-screen';
import type { ShopData } from '../loaders';

/** The shop; its meta depends on the category in the URL, so the screen sets it. */
export function ShopRoute() {
  const page = useLoaderData<ShopData>();
  return <ShopScreen products={page.products} ratings={page.ratings} />;
}
