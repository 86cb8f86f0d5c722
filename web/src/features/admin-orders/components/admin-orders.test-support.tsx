import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { AdminOrder, AdminOrderPage, AdminSummary } from '@contract/admin';
import {
  ADMIN_LOADERS,
  ADMIN_SUMMARY_ROUTE,
  type AdminOrdersData,
  type AdminSummaryData,
} from '@/app/admin-loaders';
import { AdminOrdersScreen } from './admin-orders-screen';

/** For the owner's orders' tests: orders, pages, figures, and the screen under its routes. */

export function order(
  id: string,
  status: AdminOrder['status'] = 'Pending',
  name = 'Sunita Patil',
): AdminOrder {
  return {
    _id: id,
    userId: 'u1',
    orderDate: '2026-11-20T05:00:00.000Z',
    status,
    totalAmount: 250,
    statusHistory: [{ status: 'Pending', at: '2026-11-20T05:00:00.000Z', by: 'shopper' }],
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
      name,
      street: '12 Shivaji Chowk',
      city: 'Karad',
      state: 'Maharashtra',
      postalCode: '415110',
      country: 'India',
      phoneNumber: '+91 98765 43210',
    },
    source: 'cart',
    channel: 'website',
  };
}

export const summary = (paymentsToCheck: number): AdminSummary => ({
  today: { count: 2, total: 500 },
  pending: 1,
  paymentsToCheck,
  lowStock: 3,
});

/** An order whose UPI payment the shopper claimed (gave the UTR of) `hours` after 05:00. */
export function claimed(id: string, number: string, hours: number): AdminOrder {
  return {
    ...order(id),
    number,
    payment: {
      method: 'upi',
      status: 'claimed',
      reference: '123456789012',
      claimedAt: `2026-11-20T${String(5 + hours).padStart(2, '0')}:00:00.000Z`,
    },
  };
}

export const page = (orders: AdminOrder[], nextCursor: string | null = null): AdminOrderPage => ({
  orders,
  nextCursor,
});

/**
 * The screen under its routes, as the app has them (app/route-tree.tsx): today's figures read
 * above, once (and when asked again); the filter's first page read for each filter.
 */
export function renderScreen() {
  function OrdersRoute() {
    const { summary } = useRouteLoaderData<AdminSummaryData>(ADMIN_SUMMARY_ROUTE)!;
    return <AdminOrdersScreen summary={summary} page={useLoaderData<AdminOrdersData>().page} />;
  }
  const router = createMemoryRouter(
    [
      {
        id: ADMIN_SUMMARY_ROUTE,
        loader: ADMIN_LOADERS.summary,
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
          defaultShouldRevalidate && currentUrl.href === nextUrl.href,
        children: [{ path: '/admin', loader: ADMIN_LOADERS.orders, Component: OrdersRoute }],
      },
    ],
    { initialEntries: ['/admin'] },
  );
  return render(<RouterProvider router={router} />);
}

export const cards = () => screen.queryAllByTestId('admin-order');
export const open = (card: HTMLElement) => {
  (card as HTMLDetailsElement).open = true;
  return within(card);
};
