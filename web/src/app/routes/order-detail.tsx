import { useLoaderData, useParams } from 'react-router-dom';
import { addToCart } from '@/features/cart/api/cart-api';
import { OrderDetailScreen } from '@/features/orders/components/order-detail-screen';
import type { OrderData } from '../loaders';

/** One order, Reorder through the cart (the screen names the tab). */
export function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  const page = useLoaderData<OrderData>();
  return (
    <OrderDetailScreen key={orderId} order={page.order} justPlaced={page.justPlaced} addToCart={addToCart} />
  );
}
