// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminProduct } from '@contract/admin';
import { ApiError } from '@/platform/api-client';
import { notify } from '@/platform/notify';
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

describe('adding and removing packs', () => {
  const addForm = () => within(screen.getByRole('form', { name: 'Add a pack to Tulsi Honey' }));
  const typeInto = (label: string, value: string) =>
    fireEvent.change(addForm().getByLabelText(label), { target: { value } });

  it('adds a pack after the others, checked first against the schema and the product’s own packs', async () => {
    const saved = { ...HONEY, variants: [...HONEY.variants, { unit: '1 kg', price: 900, stock: 5 }] };
    vi.mocked(updateAdminProduct).mockResolvedValueOnce(saved as AdminProduct);
    const onSaved = renderCard();

    // A unit the product has already, and a price the shop cannot take: named, nothing sent.
    typeInto('Pack (e.g. 250 g)', '250g');
    typeInto('Price (₹)', '260');
    fireEvent.click(addForm().getByRole('button', { name: 'Add the pack' }));
    expect(addForm().getByRole('alert').textContent).toBe('Tulsi Honey already has a pack “250g”.');
    typeInto('Pack (e.g. 250 g)', '1 kg');
    typeInto('Price (₹)', '9.999');
    fireEvent.click(addForm().getByRole('button', { name: 'Add the pack' }));
    expect(addForm().getByRole('alert').textContent).toBe(
      'Please enter a price above 0 with at most two decimals, or leave it empty.',
    );
    typeInto('Pack (e.g. 250 g)', '  ');
    typeInto('Price (₹)', '900');
    fireEvent.click(addForm().getByRole('button', { name: 'Add the pack' }));
    expect(addForm().getByRole('alert').textContent).toBe(
      'Each pack needs its unit, as the product lists it.',
    );
    expect(updateAdminProduct).not.toHaveBeenCalled();

    typeInto('Pack (e.g. 250 g)', ' 1 kg ');
    typeInto('Stock', '5');
    fireEvent.click(addForm().getByRole('button', { name: 'Add the pack' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(updateAdminProduct).toHaveBeenCalledWith(16, {
      addVariants: [{ unit: '1 kg', price: 900, stock: 5 }],
    });
    expect(notify.success).toHaveBeenCalledWith(
      'Tulsi Honey: the 1 kg pack is added.',
      'saved-16-Tulsi Honey: the 1 kg pack is added.',
    );
    // Ready for the next one.
    expect((addForm().getByLabelText('Pack (e.g. 250 g)') as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed and shows the server’s word when it refuses the new pack', async () => {
    vi.mocked(updateAdminProduct).mockRejectedValueOnce(
      new ApiError('A product can have at most 20 packs.', 400),
    );
    renderCard();
    typeInto('Pack (e.g. 250 g)', '2 kg');
    typeInto('Price (₹)', '1500');
    fireEvent.click(addForm().getByRole('button', { name: 'Add the pack' }));
    await waitFor(() =>
      expect(addForm().getByRole('alert').textContent).toBe('A product can have at most 20 packs.'),
    );
    expect((addForm().getByLabelText('Pack (e.g. 250 g)') as HTMLInputElement).value).toBe('2 kg');
  });

  it('removes a pack only after the owner says yes in the shop’s dialog', async () => {
    const saved = { ...HONEY, variants: [HONEY.variants[0]!] };
    vi.mocked(updateAdminProduct).mockResolvedValueOnce(saved as AdminProduct);
    const onSaved = renderCard();

    fireEvent.click(pack('500g').getByRole('button', { name: 'Remove the 500g pack' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove the 500g pack?' }));
    expect(dialog.getByText(/Shoppers can no longer buy Tulsi Honey in 500g/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep the pack' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateAdminProduct).not.toHaveBeenCalled();

    fireEvent.click(pack('500g').getByRole('button', { name: 'Remove the 500g pack' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove the 500g pack?' })).getByRole('button', {
        name: 'Yes, remove it',
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(updateAdminProduct).toHaveBeenCalledWith(16, { removeVariants: ['500g'] });
    expect(notify.success).toHaveBeenCalledWith(
      'Tulsi Honey: the 500g pack is removed.',
      'saved-16-Tulsi Honey: the 500g pack is removed.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s word under the packs when it refuses a removal', async () => {
    vi.mocked(updateAdminProduct).mockRejectedValueOnce(new ApiError('Tulsi Honey has no pack “500g”.', 400));
    renderCard();
    fireEvent.click(pack('500g').getByRole('button', { name: 'Remove the 500g pack' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() => expect(screen.getByText('Tulsi Honey has no pack “500g”.')).toBeTruthy());
    expect(screen.getByText('Tulsi Honey has no pack “500g”.').getAttribute('role')).toBe('alert');
  });

  it('says at once why the last pack cannot go, without asking or sending', () => {
    renderCard({ ...HONEY, variants: [HONEY.variants[0]!] } as AdminProduct);
    fireEvent.click(pack('250g').getByRole('button', { name: 'Remove the 250g pack' }));
    expect(pack('250g').getByRole('alert').textContent).toBe(
      'Tulsi Honey needs at least one pack. To stop selling it, hide it from the shop instead.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updateAdminProduct).not.toHaveBeenCalled();
  });
});
