// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Order } from '@contract/orders';
import { claimPayment } from '../api/orders-api';
import { getOrder, order, PLACED, renderScreen } from './order-page.test-support';

// The calls are stubbed at the feature's API module; tests/e2e/shopper-payment.spec.ts pays for real.
vi.mock('../api/orders-api', () => ({ cancelOrder: vi.fn(), claimPayment: vi.fn() }));
vi.mock('@/platform/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/platform/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
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
