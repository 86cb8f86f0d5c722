// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useIsAdmin } from '@/platform/use-admin';
import { getSettingsStatus } from '@/features/admin-settings/api/admin-settings-api';
import { AdminLayout } from './admin-layout';

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

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminLayout />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the back office’s door', () => {
  it('shows the start-up spinner, not a 404, while the token is read', () => {
    vi.mocked(useIsAdmin).mockReturnValue('loading');
    renderAt('/admin');
    expect(screen.getByRole('status').textContent).toContain('Loading Karad Organic');
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it.each(['/admin', '/admin/catalogue', '/admin/blog/new'])(
    'answers %s with the shop’s 404 for anyone else',
    (path) => {
      vi.mocked(useIsAdmin).mockReturnValue(false);
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
      expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    },
  );

  it('opens for the owner, with its five sections', () => {
    vi.mocked(useIsAdmin).mockReturnValue(true);
    renderAt('/admin/catalogue');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
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

  it('gives the 404 for an unknown back-office address, inside the frame', () => {
    vi.mocked(useIsAdmin).mockReturnValue(true);
    renderAt('/admin/nothing-here');
    expect(screen.getByText('Page not found')).toBeTruthy();
  });
});
