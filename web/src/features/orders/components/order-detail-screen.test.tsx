// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { ApiError } from '@/platform/api-client';
import { notify } from '@/platform/notify';
import { answerOf, type Pending } from '@/platform/route-data';
import { cancelOrder, claimPayment } from '../api/orders-api';
import { OrderDetailScreen } from './order-detail-screen';

// The calls are stubbed at the feature's API module; tests/e2e/owner-back-office.spec.ts cancels for real.
vi.mock('../api/orders-api', () => ({ cancelOrder: vi.fn(), claimPayment: vi.fn() }));
vi.mock('@/platform/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/platform/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const PLACED = { status: 'Pending', at: '2026-11-20T05:00:00.000Z', by: 'shopper' } as const;

function order(status: Order['status'], history: Order['statusHistory'] = [PLACED]): Order {
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

/** The order route's read (app/route-tree.tsx reads GET /orders/{id}), stubbed here. */
const getOrder = vi.fn<() => Promise<Order>>();

/** The screen under its route, as the app has it: the route's loader reads the order. */
function renderScreen() {
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

const steps = () =>
  within(screen.getByTestId('order-timeline'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('an order’s lifecycle on the shopper’s order page', () => {
  it('shows the history as a timeline, with the farm’s note', async () => {
    vi.mocked(getOrder).mockResolvedValue(
      order('Shipped', [
        PLACED,
        { status: 'Shipped', at: '2026-11-21T05:00:00.000Z', by: 'owner', note: 'By S.T. bus' },
      ]),
    );
    renderScreen();
    await screen.findByTestId('order-timeline');
    expect(steps()).toEqual(['Order placed', 'Shipped']);
    expect(screen.getByTestId('order-timeline').textContent).toContain('by Karad Organic');
    expect(screen.getByTestId('order-timeline').textContent).toContain('“By S.T. bus”');
    // Only a Pending order can be cancelled by the shopper.
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('cancels a Pending order only after the shopper confirms, then shows it Cancelled', async () => {
    vi.mocked(getOrder).mockResolvedValue(order('Pending'));
    vi.mocked(cancelOrder).mockResolvedValue(
      order('Cancelled', [PLACED, { status: 'Cancelled', at: '2026-11-20T06:00:00.000Z', by: 'shopper' }]),
    );
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my order' }));
    expect(cancelOrder).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my order' }));
    await waitFor(() => expect(steps()).toEqual(['Order placed', 'Cancelled']));
    expect(cancelOrder).toHaveBeenCalledWith('WaKpIj2uBdiPhljFcR0n');
    expect(screen.getByTestId('order-timeline').textContent).toContain('by you');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Your order has been cancelled.', expect.any(String));
  });

  it('shows the server’s reason when the order has shipped meanwhile', async () => {
    vi.mocked(getOrder)
      .mockResolvedValueOnce(order('Pending'))
      .mockResolvedValueOnce(
        order('Shipped', [PLACED, { status: 'Shipped', at: '2026-11-20T06:00:00.000Z', by: 'owner' }]),
      );
    const reason = 'This order is Shipped and can no longer be cancelled. Please contact the farm.';
    vi.mocked(cancelOrder).mockRejectedValue(new ApiError(reason, 409, 'CONFLICT'));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel my order' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(reason, reason));
    // The page reads the order again and shows where it is now.
    await waitFor(() => expect(steps()).toEqual(['Order placed', 'Shipped']));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('shows one Order placed step for an order from before the history existed', async () => {
    vi.mocked(getOrder).mockResolvedValue(order('Pending', []));
    renderScreen();
    await screen.findByTestId('order-timeline');
    expect(steps()).toEqual(['Order placed']);
  });

  it('offers Reorder This Item for one line and Reorder These Items for several', async () => {
    vi.mocked(getOrder).mockResolvedValue(order('Delivered'));
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Reorder This Item' })).toBeTruthy();
    cleanup();
    const two = order('Delivered');
    two.items = [...two.items, { ...two.items[0]!, productId: 1, name: 'Gulkand', unit: '500g' }];
    vi.mocked(getOrder).mockResolvedValue(two);
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Reorder These Items' })).toBeTruthy();
  });
});

describe('paying on the shopper’s order page', () => {
  // The server's answer while the farm's UPI id is set (it sends none otherwise: see below).
  const LINK =
    'upi://pay?pa=karadfarm%40oksbi&pn=Karad%20Farm&am=250.00&cu=INR&tn=Karad%20Organic%20order%20%23WaKpIj2u';
  const due = (): Order => ({
    ...order('Pending'),
    payment: { method: 'upi', status: 'due', upiLink: LINK, upiId: 'karadfarm@oksbi' },
  });

  /** A phone: the panel offers the link as a button, not a QR code. */
  function asPhone() {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
  }

  it('on a phone: a button with the server’s link for exactly the amount, the UPI id, and a 12-digit reference that moves it to “Awaiting check”', async () => {
    asPhone();
    vi.mocked(getOrder).mockResolvedValue(due());
    vi.mocked(claimPayment).mockResolvedValue({
      ...order('Pending'),
      payment: {
        method: 'upi',
        status: 'claimed',
        reference: '412356789012',
        claimedAt: '2026-11-20T06:00:00.000Z',
      },
    });
    renderScreen();
    const pay = await screen.findByRole('link', { name: 'Pay ₹250.00 with a UPI app' });
    expect(pay.getAttribute('href')).toBe(LINK);
    expect(screen.queryByTestId('upi-qr')).toBeNull();
    expect(screen.getByTestId('upi-id').textContent).toBe('karadfarm@oksbi');
    expect(screen.getByTestId('payment-badge').textContent).toBe('Payment: Due');

    const field = screen.getByLabelText('UPI transaction reference (UTR, 12 digits)');
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please enter the 12-digit UPI transaction reference (UTR), digits only.',
    );
    expect(claimPayment).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '4123 5678 9012' } });
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-badge').textContent).toBe('Payment: Awaiting check'),
    );
    expect(claimPayment).toHaveBeenCalledWith('WaKpIj2uBdiPhljFcR0n', '412356789012');
    expect(screen.queryByRole('link', { name: /Pay ₹250.00/ })).toBeNull();
    expect(screen.getByTestId('pay-panel').textContent).toContain('Reference 412356789012 sent.');
  });

  it('cash on delivery says so in the badge and what to keep ready; an order from before payments shows none', async () => {
    vi.mocked(getOrder).mockResolvedValue({ ...order('Pending'), payment: { method: 'cod', status: 'due' } });
    renderScreen();
    expect((await screen.findByTestId('payment-badge')).textContent).toBe('Payment: Cash on delivery · Due');
    expect(screen.getByTestId('pay-panel').textContent).toContain('Please keep ₹250.00 ready in cash');
    cleanup();
    vi.mocked(getOrder).mockResolvedValue(order('Pending'));
    renderScreen();
    await screen.findByTestId('order-timeline');
    expect(screen.queryByTestId('payment-badge')).toBeNull();
    expect(screen.queryByTestId('pay-panel')).toBeNull();
  });

  it('while the farm’s UPI id cannot be paid (no link from the server): no id, no QR, no link, but how to pay', async () => {
    vi.mocked(getOrder).mockResolvedValue({ ...order('Pending'), payment: { method: 'upi', status: 'due' } });
    renderScreen();
    const panel = await screen.findByTestId('pay-panel');
    expect(panel.textContent).toContain(
      'Paying by UPI is not available just now. The farm will tell you how to pay ₹250.00; you can also contact the farm.',
    );
    expect(screen.getByRole('link', { name: 'Contact the farm' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByTestId('upi-id')).toBeNull();
    expect(screen.queryByTestId('upi-qr')).toBeNull();
    expect(screen.queryByTestId('upi-pay-link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    expect(panel.textContent).not.toMatch(/@/);
  });

  it('a claim the farm did not confirm before the order was cancelled: says so, and to contact the farm', async () => {
    vi.mocked(getOrder).mockResolvedValue({
      ...order('Cancelled', [
        PLACED,
        {
          status: 'Cancelled',
          at: '2026-11-23T06:00:00.000Z',
          by: 'system',
          note: 'Your UPI transaction reference could not be confirmed within 72 hours, so the order was cancelled and its items went back on sale. If money left your account, please contact the farm.',
        },
      ]),
      payment: {
        method: 'upi',
        status: 'claimed',
        reference: '412356789012',
        claimedAt: '2026-11-20T06:00:00.000Z',
      },
    });
    renderScreen();
    const panel = await screen.findByTestId('pay-panel');
    expect(panel.textContent).toContain(
      'Reference 412356789012 could not be confirmed before this order was cancelled. If money left your account, please contact the farm.',
    );
    expect(screen.getByRole('link', { name: 'Contact the farm' })).toBeTruthy();
    expect(screen.getByTestId('order-timeline').textContent).toContain(
      'could not be confirmed within 72 hours',
    );
  });

  it('a cancelled order nobody paid owes nothing: no badge, no pay panel', async () => {
    vi.mocked(getOrder).mockResolvedValue({
      ...order('Cancelled', [PLACED, { status: 'Cancelled', at: '2026-11-20T06:00:00.000Z', by: 'system' }]),
      payment: { method: 'upi', status: 'due' },
    });
    renderScreen();
    await screen.findByTestId('order-timeline');
    expect(screen.queryByTestId('payment-badge')).toBeNull();
    expect(screen.queryByTestId('pay-panel')).toBeNull();
  });
});

describe('the order’s pictures', () => {
  it('come with the order (its lines’ thumbnails): the page asks for no product', async () => {
    const fetches = vi.fn(() => Promise.reject(new Error('no network in this test')));
    vi.stubGlobal('fetch', fetches);
    const two = order('Delivered');
    two.items = [
      { ...two.items[0]!, thumbnail: '/photos/abc-small.webp' },
      {
        ...two.items[0]!,
        productId: 1,
        name: 'Gulkand',
        unit: '500g',
        image: '/images/products/gulkand.svg',
      },
    ];
    getOrder.mockResolvedValue(two);
    renderScreen();
    await screen.findByTestId('order-timeline');
    const pictures = screen
      .getAllByTestId('order-item')
      .map((item) => item.querySelector('img')?.getAttribute('src'));
    // The server's thumbnail, else the order's own copy of the picture.
    expect(pictures).toEqual(['/photos/abc-small.webp', '/images/products/gulkand.svg']);
    expect(fetches).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
