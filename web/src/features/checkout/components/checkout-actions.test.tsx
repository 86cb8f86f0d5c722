// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { OrderChannel } from '@contract/orders';
import { CheckoutActions } from './checkout-actions';
import { PaymentChoice } from './payment-choice';

afterEach(cleanup);

const SUNITA = { name: 'Sunita Patil', postalCode: '411001' };

function renderActions({
  total = 494 as number | null,
  placing = null as OrderChannel | null,
  blocked = null as string | null,
} = {}) {
  const onPlace = vi.fn();
  render(
    <CheckoutActions
      placing={placing}
      onPlace={onPlace}
      blocked={blocked}
      deliverTo={SUNITA}
      total={total}
      back={<a href="/cart">Back to Cart</a>}
    />,
  );
  return { onPlace, bar: within(screen.getByTestId('checkout-place-bar')) };
}

describe('the checkout’s actions', () => {
  it('makes Place Order, with the amount to pay, the one filled button, in the bar with the total', () => {
    const { onPlace, bar } = renderActions();
    const place = bar.getByRole('button', { name: 'Place Order · ₹494.00' });
    expect(place.className).toContain('btn');
    expect(place.className).not.toContain('btn-secondary');
    expect(bar.getByTestId('checkout-bar-total').textContent).toBe('Total ₹494.00');
    expect(bar.getByText('Delivering to: Sunita Patil, 411001')).toBeTruthy();
    fireEvent.click(place);
    expect(onPlace).toHaveBeenCalledWith('website');
  });

  it('offers WhatsApp as a second, outlined choice below it, outside the bar', () => {
    const { bar } = renderActions();
    const whatsapp = screen.getByRole('button', { name: 'Order via WhatsApp' });
    expect(whatsapp.className).toContain('btn-secondary');
    expect(bar.queryByRole('button', { name: 'Order via WhatsApp' })).toBeNull();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Place Order · ₹494.00', 'Order via WhatsApp']);
  });

  it('says plain Place Order until the quote has the amount, and Placing Order... while it runs', () => {
    renderActions({ total: null });
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeTruthy();
    expect(screen.queryByTestId('checkout-bar-total')).toBeNull();
    cleanup();
    renderActions({ placing: 'website' });
    const busy = screen.getByRole('button', { name: 'Placing Order...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Order via WhatsApp' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('formats the amount as the shop formats money', () => {
    renderActions({ total: 1234.5 });
    expect(screen.getByRole('button', { name: 'Place Order · ₹1,234.50' })).toBeTruthy();
  });
});

describe('the payment choice', () => {
  const renderChoice = (demo: boolean) =>
    render(
      <PaymentChoice
        method="cod"
        onChange={vi.fn()}
        upi={{ allowed: false, note: 'Paying by UPI is not available at the moment.' }}
        cod={{ allowed: true, note: null, demo }}
        disabled={false}
      />,
    );

  it('labels cash on delivery as the demo payment on a demo project', () => {
    renderChoice(true);
    expect(screen.getByTestId('demo-payment').textContent).toBe(
      'Demo payment — no money moves; this shop runs on the emulators',
    );
    expect(screen.queryByText('Pay in cash when your order arrives.')).toBeNull();
  });

  it('says nothing of a demo otherwise', () => {
    renderChoice(false);
    expect(screen.queryByTestId('demo-payment')).toBeNull();
    expect(screen.getByText('Pay in cash when your order arrives.')).toBeTruthy();
  });
});
