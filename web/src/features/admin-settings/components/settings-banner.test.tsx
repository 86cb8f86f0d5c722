// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { SettingsStatus } from '@contract/settings';
import { ADMIN_LOADERS, type AdminLayoutData } from '@/app/admin-loaders';
import { renderRoute } from '@/test-support/render-route';
import { getSettingsStatus } from '../api/admin-settings-api';
import { SettingsBanner } from './settings-banner';

// The call is stubbed at the feature's API module; tests/e2e/owner-settings.spec.ts asks the server.
vi.mock('../api/admin-settings-api', () => ({ getSettingsStatus: vi.fn() }));
vi.mock('@/platform/firebase', () => ({ auth: { currentUser: null } }));

const status = (change: Partial<SettingsStatus> = {}): SettingsStatus => ({
  upi: { payable: true, problem: null },
  brokenGroups: [],
  ...change,
});

/** The banner as the back office shows it: its data is the back office route's (app/admin-loaders.ts). */
function renderBanner() {
  return renderRoute<AdminLayoutData>({
    loader: ADMIN_LOADERS.layout,
    screen: (page) => <SettingsBanner status={page.status} />,
  }).router;
}

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('the back office’s settings banner', () => {
  it('says shoppers cannot pay by UPI while the UPI id is not set, and links to Settings → Payments', async () => {
    vi.mocked(getSettingsStatus).mockResolvedValue(status({ upi: { payable: false, problem: 'notSet' } }));
    renderBanner();
    const banner = await screen.findByTestId('settings-banner');
    expect(screen.getByRole('heading', { name: 'Shoppers cannot pay by UPI' })).toBeTruthy();
    expect(banner.textContent).toContain('The farm’s UPI id is not set yet.');
    const link = screen.getByRole('link', { name: 'Set the UPI id in Settings → Payments' });
    expect(link.getAttribute('href')).toBe('/admin/settings#payments');
  });

  it('says when the saved UPI id is a sample, and which stored settings could not be read', async () => {
    vi.mocked(getSettingsStatus).mockResolvedValue(
      status({ upi: { payable: false, problem: 'sample' }, brokenGroups: ['cod', 'upi'] }),
    );
    renderBanner();
    const banner = await screen.findByTestId('settings-banner');
    expect(banner.textContent).toContain('The saved UPI id or payee name is a sample, not the farm’s.');
    expect(banner.textContent).toContain(
      'These parts of the saved settings are not valid: Cash on delivery (it is off); UPI (it is off).',
    );
  });

  it('names broken settings even while UPI can be paid', async () => {
    vi.mocked(getSettingsStatus).mockResolvedValue(status({ brokenGroups: ['firstOrderDiscountPercent'] }));
    renderBanner();
    await screen.findByTestId('settings-banner');
    expect(screen.getByRole('heading', { name: 'Some saved settings could not be read' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check them in Settings' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
  });

  it('says nothing when all is well, nor while it cannot ask; asks again when the back office reads again (a save)', async () => {
    vi.mocked(getSettingsStatus).mockResolvedValueOnce(
      status({ upi: { payable: false, problem: 'notSet' } }),
    );
    const router = renderBanner();
    await screen.findByTestId('settings-banner');
    vi.mocked(getSettingsStatus).mockResolvedValueOnce(status());
    // A save of the settings reads the back office's data again (admin-settings-screen.tsx).
    await act(async () => {
      await router.revalidate();
    });
    await vi.waitFor(() => expect(screen.queryByTestId('settings-banner')).toBeNull());
    expect(getSettingsStatus).toHaveBeenCalledTimes(2);

    vi.mocked(getSettingsStatus).mockRejectedValueOnce(new Error('offline'));
    await act(async () => {
      await router.revalidate();
    });
    expect(screen.queryByTestId('settings-banner')).toBeNull();
  });
});
