// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/platform/api-client';
import { notify } from '@/platform/notify';
import { cancelOrder } from '../api/orders-api';
import { getOrder, order, PLACED, renderScreen } from './order-page.test-support';

// The calls are stubbed at the feature's API module; tests/e2e/owner-back-office.spec.ts cancels for real.
vi.mock('../api/orders-api', () => ({ cancelOrder: vi.fn(), claimPayment: vi.fn() }));
vi.mock('@/platform/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/platform/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

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
