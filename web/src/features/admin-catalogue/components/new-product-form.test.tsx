// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminProduct } from '@contract/admin';
import { API_TEXT } from '@contract/api-text';
import { ADMIN_MESSAGES, BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { createAdminProduct } from '../api/admin-products-api';
import { NewProductForm } from './new-product-form';

// The call is stubbed at the feature's API module; tests/api/admin-products.test.ts adds for real.
vi.mock('../api/admin-products-api', () => ({ createAdminProduct: vi.fn() }));
vi.mock('@/platform/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/platform/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const type = (label: string | RegExp, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });

describe('Add a product', () => {
  it('adds packs, removes one, checks with the server’s schema and sends the product', async () => {
    const onAdded = vi.fn();
    vi.mocked(createAdminProduct).mockImplementation((product) =>
      Promise.resolve({ ...product, id: 20 } as unknown as AdminProduct),
    );
    render(
      <MemoryRouter>
        <NewProductForm onAdded={onAdded} />
      </MemoryRouter>,
    );
    type(M.productName, 'Tilgul Laddu');
    type(M.productCategory, 'Laddu');
    type(M.productDescription, 'Sesame and jaggery laddus.');
    type(M.packUnit, '250 g');
    type(M.price, '160');
    type(M.stock, '30');
    fireEvent.click(screen.getByRole('button', { name: M.addPack }));
    fireEvent.click(screen.getByRole('button', { name: M.addPack }));
    expect(screen.getAllByTestId('new-pack')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: M.removePack(3) }));
    type(M.packUnit, '500 g', 1);
    type(M.price, '300', 1);

    // A price the shop cannot take is named before anything is sent.
    type(M.price, '10.005', 1);
    fireEvent.click(screen.getByRole('button', { name: M.addProduct }));
    expect(screen.getByRole('alert').textContent).toBe(ADMIN_MESSAGES.priceInvalid);
    expect(createAdminProduct).not.toHaveBeenCalled();

    type(M.price, '300', 1);
    fireEvent.click(screen.getByRole('button', { name: M.addProduct }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(createAdminProduct).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Tilgul Laddu',
        category: 'Laddu',
        description: 'Sesame and jaggery laddus.',
        variants: [
          { unit: '250 g', price: 160, stock: 30 },
          { unit: '500 g', price: 300, stock: '-' },
        ],
        hidden: false,
      }),
    );
    // Ready for the next one.
    expect((screen.getByLabelText(M.productName) as HTMLInputElement).value).toBe('');
  });

  it('names a missing name before sending', () => {
    render(
      <MemoryRouter>
        <NewProductForm onAdded={vi.fn()} />
      </MemoryRouter>,
    );
    type(M.packUnit, '250 g');
    fireEvent.click(screen.getByRole('button', { name: M.addProduct }));
    expect(screen.getByRole('alert').textContent).toBe(API_TEXT['admin.productNameInvalid']);
    expect(createAdminProduct).not.toHaveBeenCalled();
  });
});
