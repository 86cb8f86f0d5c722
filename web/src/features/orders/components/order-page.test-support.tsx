import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { answerOf, type Pending } from '@/platform/route-data';
import { OrderDetailScreen } from './order-detail-screen';

/** For the order page's tests: an order, and the page under its route as the app has it. */

export const PLACED = { status: 'Pending', at: '2026-11-20T05:00:00.000Z', by: 'shopper' } as const;

export function order(status: Order['status'], history: Order['statusHistory'] = [PLACED]): Order {
  return {
    _id: 'WaKpIj2uBdiPhljFcR0n',
    orderDate: '2026-11-20T05:00:00.000Z',
    status,
    totalAmount: 250,
    statusHistory: history,
    items: [
      {
        productId: 16,
        name: 'Tulsi Honey',
        quantity: 1,
        price: 250,
        unit: '250g',
        image: '',
        lineTotal: 250,
      },
    ],
    shippingAddress: {
      name: 'Sunita Patil',
      street: '12 Shivaji Chowk',
      city: 'Karad',
      state: 'Maharashtra',
      postalCode: '415110',
      country: 'India',
    },
    source: 'cart',
    channel: 'website',
  };
}

/** The order route's read (app/loaders.ts reads GET /orders/{id}), stubbed by each test. */
export const getOrder = vi.fn<() => Promise<Order>>();

/** The screen under its route, as the app has it: the route's loader reads the order. */
export function renderScreen() {
  const router = createMemoryRouter(
    [
      {
        path: '/orders/:orderId',
        loader: () => ({ order: answerOf(getOrder()) }),
        Component: function OrderRoute() {
          const page = useLoaderData<{ order: Pending<Order> }>();
          return <OrderDetailScreen order={page.order} justPlaced={false} addToCart={vi.fn()} />;
        },
      },
      // The cart's data, read again after a cancel (shop/cart-data.ts).
      { path: '/cart', loader: () => null },
    ],
    { initialEntries: ['/orders/WaKpIj2uBdiPhljFcR0n'] },
  );
  render(<RouterProvider router={router} />);
}
