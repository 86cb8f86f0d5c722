// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import {
  ADMIN_LOADERS,
  ADMIN_SUMMARY_ROUTE,
  type AdminOrdersData,
  type AdminSummaryData,
} from '@/app/admin-loaders';
import type { AdminOrder, AdminOrderPage, AdminSummary } from '@contract/admin';
import { ApiError } from '@/platform/api-client';
import { getAdminOrders, getAdminSummary, markPayment, moveOrder } from '../api/admin-orders-api';
import { AdminOrdersScreen } from './admin-orders-screen';

// The calls are stubbed at the feature's API module: these tests are about the screen's state
// (pages, filters, moves); tests/e2e/owner-back-office.spec.ts runs it against the real API.
vi.mock('../api/admin-orders-api', () => ({
  getAdminOrders: vi.fn(),
  getAdminSummary: vi.fn(),
  moveOrder: vi.fn(),
  markPayment: vi.fn(),
}));
vi.mock('@/platform/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/platform/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

function order(id: string, status: AdminOrder['status'] = 'Pending', name = 'Sunita Patil'): AdminOrder {
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

const summary = (paymentsToCheck: number): AdminSummary => ({
  today: { count: 2, total: 500 },
  pending: 1,
  paymentsToCheck,
  lowStock: 3,
});

/** An order whose UPI payment the shopper claimed (gave the UTR of) `hours` after 05:00. */
function claimed(id: string, number: string, hours: number): AdminOrder {
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

const page = (orders: AdminOrder[], nextCursor: string | null = null): AdminOrderPage => ({
  orders,
  nextCursor,
});

/**
 * The screen under its routes, as the app has them (app/route-tree.tsx): today's figures read
 * above, once (and when asked again); the filter's first page read for each filter.
 */
function renderScreen() {
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

const cards = () => screen.queryAllByTestId('admin-order');
const open = (card: HTMLElement) => {
  (card as HTMLDetailsElement).open = true;
  return within(card);
};

beforeEach(() => {
  vi.mocked(getAdminSummary).mockResolvedValue(summary(2));
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('the owner’s orders', () => {
  it('shows today’s figures and loads the next page with the cursor until there is none', async () => {
    vi.mocked(getAdminOrders)
      .mockResolvedValueOnce(page([order('aaaaaaaa1'), order('bbbbbbbb2')], 'bbbbbbbb2'))
      .mockResolvedValueOnce(page([order('bbbbbbbb2'), order('cccccccc3')], null));
    renderScreen();
    expect((await screen.findByTestId('admin-today')).textContent).toBe('2 new orders today₹500.00');
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    // The order that came on both pages shows once.
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(vi.mocked(getAdminOrders).mock.calls[1]![0]).toEqual({
      status: undefined,
      q: undefined,
      cursor: 'bbbbbbbb2',
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('drops the answer of a filter the owner has already left', async () => {
    let answerAll!: (p: AdminOrderPage) => void;
    vi.mocked(getAdminOrders)
      .mockImplementationOnce(() => new Promise((resolve) => (answerAll = resolve)))
      .mockResolvedValueOnce(page([order('dddddddd4', 'Shipped', 'Asha More')]));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Shipped' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    answerAll(page([order('aaaaaaaa1'), order('bbbbbbbb2')]));
    await new Promise((r) => setTimeout(r, 20));
    expect(cards()).toHaveLength(1);
    expect(cards()[0]!.textContent).toContain('Asha More');
    expect(vi.mocked(getAdminOrders).mock.calls[1]![0]).toEqual({ status: 'Shipped', q: undefined });
  });

  it('searches by what was typed, and clearing the box shows every order again', async () => {
    vi.mocked(getAdminOrders).mockResolvedValue(page([order('aaaaaaaa1')]));
    renderScreen();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(box, { target: { value: ' 98765 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(getAdminOrders).toHaveBeenLastCalledWith({ q: '98765', status: undefined }, expect.anything()),
    );
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() =>
      expect(getAdminOrders).toHaveBeenLastCalledWith({ q: undefined, status: undefined }, expect.anything()),
    );
  });

  it('offers exactly the moves ORDER_MOVES allows', async () => {
    vi.mocked(getAdminOrders).mockResolvedValue(
      page([order('aaaaaaaa1', 'Pending'), order('bbbbbbbb2', 'Shipped'), order('cccccccc3', 'Delivered')]),
    );
    renderScreen();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const names = (card: HTMLElement) =>
      open(card)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(names(cards()[0]!)).toEqual(['Mark Shipped', 'Cancel order']);
    expect(names(cards()[1]!)).toEqual(['Mark Delivered', 'Cancel order']);
    expect(names(cards()[2]!)).toEqual([]);
    expect(cards()[2]!.textContent).toContain('This order is final');
    expect(within(cards()[0]!).getByRole('link', { name: 'WhatsApp the shopper' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210',
    );
  });

  it('asks before cancelling, sends the note, and shows the order as the server returns it', async () => {
    vi.mocked(getAdminOrders).mockResolvedValue(page([order('aaaaaaaa1')]));
    vi.mocked(moveOrder).mockResolvedValue({
      ...order('aaaaaaaa1', 'Cancelled'),
      statusHistory: [
        { status: 'Pending', at: '2026-11-20T05:00:00.000Z', by: 'shopper' },
        { status: 'Cancelled', at: '2026-11-20T06:00:00.000Z', by: 'owner', note: 'Out of honey' },
      ],
      shopperUpdate: {
        text: 'Your order has been cancelled.',
        whatsapp: 'https://wa.me/919876543210?text=x',
      },
    });
    renderScreen();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = open(cards()[0]!);
    fireEvent.change(card.getByLabelText(/Note/), { target: { value: ' Out of honey ' } });
    fireEvent.click(card.getByRole('button', { name: 'Cancel order' }));
    expect(moveOrder).not.toHaveBeenCalled();
    const dialog = card.getByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(cards()[0]!.textContent).toContain('Cancelled'));
    expect(moveOrder).toHaveBeenCalledWith('aaaaaaaa1', 'Cancelled', 'Out of honey');
    expect(cards()[0]!.textContent).toContain('“Out of honey”');
    expect(within(cards()[0]!).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    // The prefilled WhatsApp message to the shopper, one tap away.
    expect(
      within(cards()[0]!).getByRole('link', { name: 'Send the update on WhatsApp' }).getAttribute('href'),
    ).toBe('https://wa.me/919876543210?text=x');
    // Today's figures are read again after a move.
    await waitFor(() => expect(getAdminSummary).toHaveBeenCalledTimes(2));
  });

  it('shows the server’s reason when it refuses a move', async () => {
    vi.mocked(getAdminOrders).mockResolvedValue(page([order('aaaaaaaa1')]));
    vi.mocked(moveOrder).mockRejectedValue(
      new ApiError('This order is Cancelled and cannot be changed to Shipped.', 409, 'CONFLICT'),
    );
    renderScreen();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = open(cards()[0]!);
    fireEvent.click(card.getByRole('button', { name: 'Mark Shipped' }));
    // Asked first, like every move.
    expect(moveOrder).not.toHaveBeenCalled();
    const dialog = card.getByRole('dialog', { name: 'Mark this order Shipped?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, mark it Shipped' }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'This order is Cancelled and cannot be changed to Shipped.',
    );
    expect(card.getByRole('button', { name: 'Mark Shipped' }).hasAttribute('disabled')).toBe(false);
  });

  it('puts the payments to check first, with their count, and lists them oldest claim first', async () => {
    vi.mocked(getAdminOrders)
      .mockResolvedValueOnce(page([order('aaaaaaaa1')]))
      .mockResolvedValueOnce(page([claimed('bbbbbbbb2', 'KO-1118', 1), claimed('cccccccc3', 'KO-1120', 3)]));
    renderScreen();
    const filters = within(await screen.findByRole('group', { name: 'Show orders' })).getAllByRole('button');
    expect(filters.map((b) => b.textContent)).toEqual([
      'Payment to check',
      'All',
      'Pending',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    const toCheck = screen.getByTestId('payments-to-check');
    // The count arrives with today's figures, read aloud after the filter's name.
    await waitFor(() => expect(toCheck.textContent).toBe('Payment to check2, 2 waiting'));
    expect(screen.getByTestId('payments-to-check-count').textContent).toBe('2');
    expect(toCheck.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(cards()).toHaveLength(1));

    fireEvent.click(toCheck);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(getAdminOrders).toHaveBeenLastCalledWith(
      { status: undefined, payment: 'claimed', q: undefined },
      expect.anything(),
    );
    expect(toCheck.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    // In the server's order (oldest claim first), each line saying when the UTR was given.
    expect(cards().map((c) => c.querySelector('.admin-order-number')!.textContent)).toEqual([
      'KO-1118',
      'KO-1120',
    ]);
    expect(cards()[0]!.querySelector('.admin-order-date')!.textContent).toMatch(/^UTR given 20 Nov 2026/);

    // A status chip leaves the list of payments to check.
    vi.mocked(getAdminOrders).mockResolvedValueOnce(page([order('dddddddd4', 'Shipped')]));
    fireEvent.click(screen.getByRole('button', { name: 'Shipped' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(getAdminOrders).toHaveBeenLastCalledWith(
      { status: 'Shipped', payment: undefined, q: undefined },
      expect.anything(),
    );
    expect(toCheck.getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when no payment waits', async () => {
    vi.mocked(getAdminSummary).mockResolvedValue(summary(0));
    vi.mocked(getAdminOrders).mockResolvedValue(page([]));
    renderScreen();
    fireEvent.click(await screen.findByTestId('payments-to-check'));
    expect(
      await screen.findByText(
        'No payments to check: every UPI payment a shopper told you about is marked paid.',
      ),
    ).toBeTruthy();
  });

  it('confirms a payment in green, and the count drops once it is marked paid', async () => {
    const waiting = claimed('bbbbbbbb2', 'KO-1118', 1);
    vi.mocked(getAdminOrders).mockResolvedValue(page([waiting]));
    vi.mocked(getAdminSummary).mockResolvedValueOnce(summary(1)).mockResolvedValue(summary(0));
    vi.mocked(markPayment).mockResolvedValue({
      ...waiting,
      payment: { ...waiting.payment!, status: 'paid', paidAt: '2026-11-20T09:00:00.000Z' },
    });
    renderScreen();
    const count = () => screen.queryByTestId('payments-to-check-count')?.textContent;
    await waitFor(() => expect(count()).toBe('1'));
    fireEvent.click(screen.getByTestId('payments-to-check'));
    // The filter is the address: the list of payments to check once the page has moved there.
    await waitFor(() =>
      expect(screen.getByTestId('payments-to-check').getAttribute('aria-pressed')).toBe('true'),
    );
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = open(cards()[0]!);
    fireEvent.click(card.getByRole('button', { name: 'Mark paid' }));
    const dialog = card.getByRole('dialog', { name: 'Mark this payment paid?' });
    const yes = within(dialog).getByRole('button', { name: 'Yes, it is paid' });
    // Good news in the positive colour: the shop's green button, never the red of danger.
    expect(yes.className).toBe('btn');
    fireEvent.click(yes);
    await waitFor(() => expect(markPayment).toHaveBeenCalledWith('bbbbbbbb2', 'paid', {}));
    await waitFor(() => expect(count()).toBe('0'));
    expect(card.getAllByTestId('payment-badge').map((b) => b.textContent)).toEqual([
      'Payment: Paid',
      'Payment: Paid',
    ]);
  });

  it('asks before a forward move in green, and before a cancel in red', async () => {
    vi.mocked(getAdminOrders).mockResolvedValue(page([order('aaaaaaaa1')]));
    renderScreen();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const card = open(cards()[0]!);
    fireEvent.click(card.getByRole('button', { name: 'Mark Shipped' }));
    expect(card.getByRole('button', { name: 'Yes, mark it Shipped' }).className).toBe('btn');
    fireEvent.click(card.getByRole('button', { name: 'Not now' }));
    fireEvent.click(card.getByRole('button', { name: 'Cancel order' }));
    expect(card.getByRole('button', { name: 'Yes, cancel the order' }).className).toBe('btn btn-danger');
  });
});
