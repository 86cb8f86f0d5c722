// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_LOADERS, type AdminCatalogueData } from '@/app/admin-loaders';
import { renderRoute } from '@/test-support/render-route';
import type { AdminProduct } from '@contract/admin';
import { getAdminProducts, updateAdminProduct } from '../api/admin-products-api';
import { AdminCatalogueScreen } from './admin-catalogue-screen';

// The calls are stubbed at the feature's API module; tests/e2e/owner-catalogue.spec.ts runs the
// screen against the real API.
vi.mock('../api/admin-products-api', () => ({
  getAdminProducts: vi.fn(),
  updateAdminProduct: vi.fn(),
  createAdminProduct: vi.fn(),
}));
vi.mock('@/platform/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/platform/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const product = (over: Partial<AdminProduct>): AdminProduct =>
  ({
    description: 'From the farm.',
    image: '/images/products/x.svg',
    hidden: false,
    isPopular: false,
    isNew: false,
    isSeasonal: false,
    mr: { name: 'नाव' },
    ...over,
  }) as AdminProduct;

const CATALOGUE = [
  product({
    id: 6,
    name: 'Jaggery Cubes',
    category: 'sweetener',
    variants: [
      { unit: '220gm', price: 120, stock: 50 },
      { unit: '1 kg', price: 450, stock: 0 },
    ],
  }),
  product({
    id: 9,
    name: 'Flax Seeds',
    category: 'organic grains',
    hidden: true,
    variants: [{ unit: '500 gm', price: 180, stock: 4 }],
  }),
  product({
    id: 12,
    name: 'A2 Cow Ghee',
    category: 'ghee',
    variants: [{ unit: '500 ml', price: 950, stock: '-' }],
  }),
];

const rows = () => screen.queryAllByTestId('admin-product') as HTMLDetailsElement[];
const names = () => rows().map((row) => row.querySelector('.admin-row-name')!.textContent);

function renderScreen() {
  vi.mocked(getAdminProducts).mockResolvedValue(structuredClone(CATALOGUE));
  renderRoute<AdminCatalogueData>({
    loader: ADMIN_LOADERS.catalogue,
    screen: (page) => <AdminCatalogueScreen products={page.products} />,
  });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the owner’s catalogue', () => {
  it('folds every product to a row: picture, name, price range, stock, hidden, the shop’s category', async () => {
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().every((row) => !row.open)).toBe(true);
    expect(screen.getByTestId('admin-product-count').textContent).toBe('3 products');
    const [jaggery, flax, ghee] = rows().map((row) => row.querySelector('summary')!);
    expect(jaggery!.querySelector('img')!.getAttribute('src')).toBe('/images/products/x.svg');
    expect(jaggery!.textContent).toBe('Jaggery Cubes₹120.00–₹450.00Jaggery & Honey1 of 2 packs out of stock');
    // Named as shoppers read them, never the catalogue's keys.
    expect(flax!.textContent).toBe('Flax Seeds₹180.00Seeds & GrainsLow stockHidden from the shop');
    expect(ghee!.textContent).toBe('A2 Cow Ghee₹950.00GheeIn stock');
    expect(document.body.textContent).not.toMatch(/sweetener|organic grains/);
  });

  it('opens a row to the product’s card, with its packs to edit', async () => {
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const row = rows()[0]!;
    row.open = true;
    const card = within(row).getByRole('article', { name: 'Jaggery Cubes' });
    expect(within(card).getByText('#6 · Jaggery & Honey')).toBeTruthy();
    expect(within(card).getByRole('form', { name: 'Jaggery Cubes, 1 kg' })).toBeTruthy();
    // Its category box keeps the catalogue's value, and says what shoppers read for it.
    const words = within(card).getByRole('form', { name: 'Edit Jaggery Cubes' });
    const category = within(words).getByLabelText('Category') as HTMLInputElement;
    expect(category.value).toBe('sweetener');
    expect(within(words).getByText('Shoppers see it as “Jaggery & Honey”.')).toBeTruthy();
    fireEvent.change(category, { target: { value: 'honey' } });
    expect(within(words).getByText('Shoppers see it as “Honey”.')).toBeTruthy();
  });

  it('finds products by name, category (key or shop name) and pack, and says how many', async () => {
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const box = screen.getByRole('searchbox', { name: 'Find a product' });
    const search = (text: string) => fireEvent.change(box, { target: { value: text } });
    search('flax');
    expect(names()).toEqual(['Flax Seeds']);
    expect(screen.getByTestId('admin-product-count').textContent).toBe('1 of 3 products');
    search('Seeds & Grains');
    expect(names()).toEqual(['Flax Seeds']);
    search('sweetener');
    expect(names()).toEqual(['Jaggery Cubes']);
    search('500');
    expect(names()).toEqual(['Flax Seeds', 'A2 Cow Ghee']);
    search('1kg');
    expect(names()).toEqual(['Jaggery Cubes']);
    search('honey ghee');
    expect(names()).toEqual([]);
    expect(screen.getByTestId('admin-product-count').textContent).toBe('No product matches “honey ghee”.');
    search('');
    expect(names()).toEqual(['Jaggery Cubes', 'Flax Seeds', 'A2 Cow Ghee']);
  });

  it('shows a saved product in its row at once', async () => {
    vi.mocked(updateAdminProduct).mockResolvedValue({ ...CATALOGUE[2]!, hidden: true });
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const row = rows()[2]!;
    row.open = true;
    fireEvent.click(within(row).getByRole('button', { name: 'Hide from the shop' }));
    await waitFor(() => expect(row.querySelector('summary')!.textContent).toContain('Hidden from the shop'));
    expect(updateAdminProduct).toHaveBeenCalledWith(12, { hidden: true });
  });
});
