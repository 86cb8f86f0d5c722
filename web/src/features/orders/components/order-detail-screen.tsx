import type { CartUpdate } from '@contract/cart';
import { OFFLINE_MESSAGES, ORDER_MESSAGES } from '@/words/messages';
import { ORDERS_PAGE_MESSAGES as M } from '@/words/account-messages';
import { orderName, type Order, type OrderItem } from '@contract/orders';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { PageMessage } from '@/components/ui/page-message';
import { useSettled, type Pending } from '@/platform/route-data';
import { useDocumentMeta } from '@/seo/use-document-meta';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { OrderView } from './order-view';
import './orders.css';

/**
 * One order (product.md §2 Order detail), the order route's data: the API's answer to the order
 * the checkout just placed (then the page thanks her), or its read. Its lines' pictures come with
 * it (the API's `thumbnail`: no call per product). Reorder puts the items back through the cart's
 * call (`addToCart`), handed in by the route.
 */
export function OrderDetailScreen({
  order,
  justPlaced,
  addToCart,
}: {
  order: Pending<Order>;
  justPlaced: boolean;
  addToCart: (item: OrderItem) => Promise<CartUpdate>;
}) {
  const handleError = useApiErrorHandler();
  // The tab names the order as the page does, once it is known (private: never indexed).
  const settled = useSettled(order);
  useDocumentMeta(
    settled?.ok
      ? ORDER_MESSAGES.orderNumber(orderName({ id: settled.data._id, number: settled.data.number }))
      : ORDER_MESSAGES.detailTitle,
    ORDER_MESSAGES.detailDescription,
    { noindex: true },
  );
  return (
    <Loaded
      answer={order}
      loading={<PageLoading text={M.loadingDetail} />}
      offline={{ title: M.detailTitle, message: OFFLINE_MESSAGES.orders }}
      notFound={
        <PageMessage title={ORDER_MESSAGES.notFoundTitle} link={{ to: '/orders', label: M.backToOrders }}>
          <p className="state-detail">{ORDER_MESSAGES.notFound}</p>
        </PageMessage>
      }
      failed={{ title: M.detailTitle, fallback: ORDER_MESSAGES.detailFailed }}
      onFailed={(error) => handleError(error, ORDER_MESSAGES.detailFailed)}
    >
      {(loaded) => <OrderView loaded={loaded} justPlaced={justPlaced} addToCart={addToCart} />}
    </Loaded>
  );
}
