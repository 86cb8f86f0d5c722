// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrderPage } from '@contract/admin';
import { ApiError } from '@/platform/api-client';
import { getAdminOrders, getAdminSummary, moveOrder } from '../api/admin-orders-api';
import { cards, open, order, page, renderScreen, summary } from './admin-orders.test-support';

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
