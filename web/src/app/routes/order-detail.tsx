import { useParams } from 'react-router-dom';
import { addToCart } from '@/features/cart/api/cart-api';
import { OrderDetailScreen } from '@/features/orders/components/order-detail-screen';
import { getProduct } from '@/features/products/api/get-product';

/** One order, its pictures from the products and Reorder through the cart (the screen names the tab). */
export function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  return <OrderDetailScreen orderId={orderId} loadProduct={getProduct} addToCart={addToCart} />;
}
