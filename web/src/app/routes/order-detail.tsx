import { useParams } from 'react-router-dom';
import { ORDER_MESSAGES } from '@contract/messages';
import { addToCart } from '@/features/cart/api/cart-api';
import { OrderDetailScreen } from '@/features/orders/components/order-detail-screen';
import { shortOrderId } from '@/features/orders/lib/order-status';
import { getProduct } from '@/features/products/api/get-product';
import { useDocumentMeta } from '@/seo/use-document-meta';

/** One order, its pictures from the products and Reorder through the cart. */
export function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  useDocumentMeta(
    ORDER_MESSAGES.orderNumber(shortOrderId(orderId)),
    'The details of your Karad Organic order.',
    { noindex: true },
  );
  return <OrderDetailScreen orderId={orderId} loadProduct={getProduct} addToCart={addToCart} />;
}
