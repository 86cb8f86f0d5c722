// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminProduct } from '@contract/admin';
import { ApiError } from '@/platform/api-client';
import { updateAdminProduct } from '../api/admin-products-api';
import { AdminProductCard } from './admin-product-card';

// The call is stubbed at the feature's API module; tests/e2e/owner-back-office.spec.ts saves for real.
vi.mock('../api/admin-products-api', () => ({ updateAdminProduct: vi.fn() }));
vi.mock('@/platform/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/platform/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const HONEY = {
  id: 16,
  name: 'Tulsi Honey',
  category: 'Honey',
  description: 'Raw honey from bees foraging on flowering tulsi.',
  image: '/images/honey.jpg',
  hidden: false,
  isPopular: true,
  isNew: false,
  isSeasonal: false,
  variants: [
    { unit: '250g', price: 250, stock: 3 },
    { unit: '500g', price: 480, stock: '-' },
  ],
} as unknown as AdminProduct;

function renderCard(product = HONEY, onSaved = vi.fn()) {
  render(
    <MemoryRouter>
      <AdminProductCard product={product} onSaved={onSaved} />
    </MemoryRouter>,
  );
  return onSaved;
}

const pack = (unit: string) => within(screen.getByRole('form', { name: `Tulsi Honey, ${unit}` }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('a product in the owner’s catalogue', () => {
  it('says in words which packs run low', () => {
    renderCard();
    expect(pack('250g').getByText('Low stock')).toBeTruthy();
    expect(pack('500g').queryByText('Low stock')).toBeNull();
  });

  it('saves only the pack that changed, and only once it changed', async () => {
    vi.mocked(updateAdminProduct).mockResolvedValue({ ...HONEY });
    const onSaved = renderCard();
    const save = pack('500g').getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(pack('500g').getByLabelText('Price (₹)'), { target: { value: '499.5' } });
    fireEvent.change(pack('500g').getByLabelText('Stock'), { target: { value: '12' } });
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updateAdminProduct).toHaveBeenCalledWith(16, {
      variants: [{ unit: '500g', price: 499.5, stock: 12 }],
    });
  });

  it('checks the boxes before sending and shows the server’s message when it refuses', async () => {
    renderCard();
    fireEvent.change(pack('250g').getByLabelText('Price (₹)'), { target: { value: '2.505' } });
    fireEvent.click(pack('250g').getByRole('button', { name: 'Save' }));
    expect(pack('250g').getByRole('alert').textContent).toBe(
      'Please enter a price above 0 with at most two decimals, or leave it empty.',
    );
    expect(updateAdminProduct).not.toHaveBeenCalled();

    vi.mocked(updateAdminProduct).mockRejectedValue(new ApiError('Tulsi Honey has no pack “250g”.', 400));
    fireEvent.change(pack('250g').getByLabelText('Price (₹)'), { target: { value: '260' } });
    fireEvent.click(pack('250g').getByRole('button', { name: 'Save' }));
    expect(pack('250g').getByRole('button', { name: 'Saving…' })).toBeTruthy();
    await waitFor(() =>
      expect(pack('250g').getByRole('alert').textContent).toBe('Tulsi Honey has no pack “250g”.'),
    );
    // What the owner typed stays, to correct or send again.
    expect((pack('250g').getByLabelText('Price (₹)') as HTMLInputElement).value).toBe('260');
  });

  it('turns a flag off and hides the product, one call each', async () => {
    vi.mocked(updateAdminProduct).mockResolvedValue({ ...HONEY });
    renderCard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Popular' }));
    await waitFor(() => expect(updateAdminProduct).toHaveBeenCalledWith(16, { isPopular: false }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Flags' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide from the shop' }));
    await waitFor(() => expect(updateAdminProduct).toHaveBeenCalledWith(16, { hidden: true }));
  });
});

describe('editing the words', () => {
  it('sends only what changed, checked first, and shows the server’s word when it refuses', async () => {
    const saved = { ...HONEY, name: 'Tulsi Flower Honey' };
    vi.mocked(updateAdminProduct).mockResolvedValueOnce(saved);
    const onSaved = renderCard();
    const form = within(screen.getByRole('form', { name: 'Edit Tulsi Honey' }));
    const save = form.getByRole('button', { name: 'Save changes' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(form.getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(save);
    expect(form.getByRole('alert').textContent).toBe(
      'Please enter the product’s name (at most 80 characters).',
    );
    expect(updateAdminProduct).not.toHaveBeenCalled();

    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Tulsi Flower Honey ' } });
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(updateAdminProduct).toHaveBeenCalledWith(16, { name: 'Tulsi Flower Honey' });

    vi.mocked(updateAdminProduct).mockRejectedValueOnce(new ApiError('Nope, not today.', 400));
    fireEvent.change(form.getByLabelText('Category'), { target: { value: 'Summer' } });
    fireEvent.click(save);
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('Nope, not today.'));
  });
});
