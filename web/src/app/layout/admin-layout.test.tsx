// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ADMIN_LOADERS } from '../admin-loaders';
import { useIsAdmin } from '@/platform/use-admin';
import { getSettingsStatus } from '@/features/admin-settings/api/admin-settings-api';
import { AdminLayout, ADMIN_SCREENS } from './admin-layout';

// Whether the token carries the claim is the one thing stubbed; tests/e2e/owner-back-office.spec.ts
// signs in for real. The screens' calls never answer here: only the frame matters.
vi.mock('@/platform/use-admin', () => ({ useIsAdmin: vi.fn() }));
// The banner's question (the settings feature's own tests cover what it says).
vi.mock('@/features/admin-settings/api/admin-settings-api', () => ({
  getSettingsStatus: vi.fn(() => new Promise(() => undefined)),
  getShopSettings: vi.fn(() => new Promise(() => undefined)),
  saveShopSettings: vi.fn(),
}));
vi.mock('@/platform/firebase', () => ({ auth: { currentUser: null } }));
vi.stubGlobal(
  'fetch',
  vi.fn(() => new Promise(() => undefined)),
);

/** The back office's route as app/route-tree.tsx has it: its own data (the banner's), its screens. */
function renderAt(path: string) {
  const screen = (name: string) => () => <p>{name}</p>;
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        loader: ADMIN_LOADERS.layout,
        Component: AdminLayout,
        children: [
          { index: true, Component: screen('Orders screen') },
          { path: 'catalogue', Component: screen('Catalogue screen') },
          { path: 'blog', Component: screen('Blog screen') },
          { path: 'blog/new', Component: screen('Editor') },
          { path: 'reviews', Component: screen('Reviews screen') },
          { path: 'settings', Component: screen('Settings screen') },
          { path: '*', Component: ADMIN_SCREENS.NotFoundRoute },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the back office’s door', () => {
  it('shows the start-up spinner, not a 404, while the token is read', async () => {
    vi.mocked(useIsAdmin).mockReturnValue('loading');
    renderAt('/admin');
    expect((await screen.findByRole('status')).textContent).toContain('Loading Karad Organic');
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it.each(['/admin', '/admin/catalogue', '/admin/blog/new'])(
    'answers %s with the shop’s 404 for anyone else',
    async (path) => {
      vi.mocked(useIsAdmin).mockReturnValue(false);
      renderAt(path);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
      expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    },
  );

  it('opens for the owner, with its five sections', async () => {
    vi.mocked(useIsAdmin).mockReturnValue(true);
    renderAt('/admin/catalogue');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(
      [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('aria-current')]),
    ).toEqual([
      ['Orders', null],
      ['Catalogue', 'page'],
      ['Blog', null],
      ['Reviews', null],
      ['Settings', null],
    ]);
  });

  it.each(['/admin', '/admin/catalogue', '/admin/blog', '/admin/reviews', '/admin/settings'])(
    'shows the banner on %s while shoppers cannot pay by UPI',
    async (path) => {
      vi.mocked(useIsAdmin).mockReturnValue(true);
      vi.mocked(getSettingsStatus).mockResolvedValue({
        upi: { payable: false, problem: 'notSet' },
        brokenGroups: [],
      });
      renderAt(path);
      expect((await screen.findByTestId('settings-banner')).textContent).toContain(
        'Shoppers cannot pay by UPI',
      );
    },
  );

  it('gives the 404 for an unknown back-office address, inside the frame', async () => {
    vi.mocked(useIsAdmin).mockReturnValue(true);
    renderAt('/admin/nothing-here');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeTruthy();
  });
});
