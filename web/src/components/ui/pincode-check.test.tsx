// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DeliveryCheck } from '@contract/pricing';
import { checkDelivery } from '@/shop/delivery-api';
import { PincodeCheck } from './pincode-check';

// The server's answer is stubbed at its call; the PIN code directory is the real one (shop/pincodes).
vi.mock('@/shop/delivery-api', () => ({ checkDelivery: vi.fn() }));

const INDIA: Omit<DeliveryCheck, 'pincode'> = {
  deliverable: true,
  area: 'india',
  fee: 120,
  freeOver: null,
  etaDays: { min: 4, max: 8 },
};

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  sessionStorage.clear();
});

async function check(pincode: string) {
  fireEvent.change(screen.getByLabelText('Check delivery to your PIN code'), { target: { value: pincode } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  await waitFor(() => expect(screen.getByTestId('pincode-result').textContent).not.toMatch(/^$|Checking/));
  return screen.getByTestId('pincode-result').textContent;
}

describe('the PIN code check', () => {
  it('names the place India Post gives the PIN code', async () => {
    vi.mocked(checkDelivery).mockImplementation(async (pincode) => ({ ...INDIA, pincode }));
    render(<PincodeCheck />);
    expect(await check('411001')).toBe('We deliver to 411001 (Pune City, Maharashtra) for ₹120.00');
    expect(sessionStorage.getItem('karad-organic:pincode')).toBe('411001');
  });

  it('says plainly that six digits are no PIN code, and does not keep them', async () => {
    vi.mocked(checkDelivery).mockImplementation(async (pincode) => ({ ...INDIA, pincode }));
    render(<PincodeCheck />);
    expect(await check('999999')).toBe('999999 is not an Indian PIN code. Please check the number.');
    expect(screen.getByLabelText('Check delivery to your PIN code').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(sessionStorage.getItem('karad-organic:pincode')).toBeNull();
  });

  it('shows the server’s answer unnamed for a PIN code of a real district the directory does not list', async () => {
    vi.mocked(checkDelivery).mockImplementation(async (pincode) => ({ ...INDIA, pincode }));
    render(<PincodeCheck />);
    expect(await check('411099')).toBe('We deliver to 411099 for ₹120.00');
  });

  it('refuses a malformed PIN code before asking anyone', async () => {
    render(<PincodeCheck />);
    expect(await check('01234')).toBe('Please enter a 6-digit PIN code (it cannot start with 0).');
    expect(checkDelivery).not.toHaveBeenCalled();
  });
});
