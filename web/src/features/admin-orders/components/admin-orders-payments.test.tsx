// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getAdminOrders, getAdminSummary, markPayment } from '../api/admin-orders-api';
import { cards, claimed, open, order, page, renderScreen, summary } from './admin-orders.test-support';

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

describe('the payments the owner has to check', () => {
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
});
