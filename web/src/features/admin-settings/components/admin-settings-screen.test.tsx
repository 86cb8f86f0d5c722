// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_LOADERS, type AdminSettingsData } from '@/app/admin-loaders';
import { renderRoute } from '@/test-support/render-route';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@contract/settings';
import { API_TEXT } from '@contract/api-text';
import { BACK_OFFICE_MESSAGES, SETTINGS_MESSAGES } from '@/words/messages';
import { ApiError } from '@/platform/api-client';
import { notify } from '@/platform/notify';
import { getShopSettings, saveShopSettings } from '../api/admin-settings-api';
import { AdminSettingsScreen } from './admin-settings-screen';

// The calls are stubbed at the feature's API module; tests/e2e/owner-settings.spec.ts saves for real.
vi.mock('../api/admin-settings-api', () => ({ getShopSettings: vi.fn(), saveShopSettings: vi.fn() }));
vi.mock('@/platform/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/platform/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const STORED: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, karadPincodes: ['415110', '415124'] },
};

async function renderScreen(settings = STORED) {
  vi.mocked(getShopSettings).mockResolvedValue({ settings: structuredClone(settings), version: '"v1"' });
  renderRoute<AdminSettingsData>({
    loader: ADMIN_LOADERS.settings,
    screen: (page) => <AdminSettingsScreen settings={page.settings} />,
  });
  await screen.findByRole('button', { name: 'Save settings' });
}

const box = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(box(label), { target: { value } });
/** The message under a box: what its aria-describedby points to, besides its hint. */
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field-error'))?.textContent;
const chips = () =>
  within(screen.getByTestId('karad-pincodes'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('the owner’s Settings screen', () => {
  it('marks every wrong field with the schema’s words and sends nothing', async () => {
    await renderScreen();
    type('New PIN code', '41512');
    type('Karad delivery fee (₹)', '40.555');
    type('E-mail for new orders', 'owner@');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(screen.getByRole('alert').textContent).toBe('Please correct the marked fields.');
    const pin = box('New PIN code');
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(pin)).toBe(SETTINGS_MESSAGES.pincodesInvalid(['41512']));
    expect(messageOf(box('Karad delivery fee (₹)'))).toBe(
      'Please enter an amount in rupees, with at most two decimals.',
    );
    expect(messageOf(box('E-mail for new orders'))).toBe(
      'Please enter a valid e-mail address, like orders@yourfarm.in.',
    );
    expect(box('Free delivery in Karad from (₹)').getAttribute('aria-invalid')).toBeNull();
    // The first marked box, in the screen's order, has the focus.
    expect(document.activeElement).toBe(pin);
    expect(saveShopSettings).not.toHaveBeenCalled();

    // Correcting a box takes its mark away; the others stay marked.
    type('Karad delivery fee (₹)', '45');
    expect(box('Karad delivery fee (₹)').getAttribute('aria-invalid')).toBeNull();
    expect(box('E-mail for new orders').getAttribute('aria-invalid')).toBe('true');
  });

  it('adds PIN codes as chips (Add or Enter, repeats dropped), removes one, and refuses a bad one', async () => {
    await renderScreen();
    type('New PIN code', '415 001, 415124');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(chips()).toEqual(['415110', '415124', '415001']);
    expect(box('New PIN code').value).toBe('');

    type('New PIN code', '415539');
    fireEvent.keyDown(box('New PIN code'), { key: 'Enter' });
    expect(chips()).toEqual(['415110', '415124', '415001', '415539']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove 415124' }));
    expect(chips()).toEqual(['415110', '415001', '415539']);

    type('New PIN code', '015110');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(messageOf(box('New PIN code'))).toBe(SETTINGS_MESSAGES.pincodesInvalid(['015110']));
    expect(chips()).toHaveLength(3);
    expect(screen.getByText('3 PIN codes', { exact: false })).toBeTruthy();
  });

  it('saves the whole document, shows progress, then what the server stored; the warning goes once confirmed', async () => {
    let answer!: (settings: ShopSettings) => void;
    vi.mocked(saveShopSettings).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = (settings) => resolve({ settings, version: '"v2"' });
        }),
    );
    await renderScreen();
    expect(screen.getByTestId('pincodes-unconfirmed').textContent).toContain('Please confirm this list');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have checked this list' }));
    type('Karad delivery fee (₹)', '₹55');
    // Typed, not added: Save takes it too.
    type('New PIN code', '415539');
    fireEvent.click(screen.getByRole('checkbox', { name: /Deliver outside Karad/ }));
    type('E-mail for new orders', ' orders@farm.in ');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    const saving = await screen.findByRole('button', { name: 'Saving settings…' });
    expect(saving.hasAttribute('disabled')).toBe(true);
    expect(saveShopSettings).toHaveBeenCalledWith(
      {
        ...STORED,
        delivery: {
          ...STORED.delivery,
          karadPincodes: ['415110', '415124', '415539'],
          karadPincodesConfirmed: true,
          karadFee: 55,
          shipsOutsideKarad: false,
        },
        notificationEmail: 'orders@farm.in',
      },
      '"v1"',
    );
    answer({
      ...STORED,
      delivery: {
        ...STORED.delivery,
        karadPincodes: ['415110', '415124', '415539'],
        karadPincodesConfirmed: true,
        karadFee: 55,
      },
    });
    await screen.findByRole('button', { name: 'Save settings' });
    expect(notify.success).toHaveBeenCalledWith(BACK_OFFICE_MESSAGES.settings.saved, 'settings-saved');
    expect(screen.queryByTestId('pincodes-unconfirmed')).toBeNull();
    expect(chips()).toEqual(['415110', '415124', '415539']);
    expect(box('Karad delivery fee (₹)').value).toBe('55.00');
    expect(box('New PIN code').value).toBe('');
  });

  it('shows the server’s message when it refuses, and keeps what the owner typed', async () => {
    vi.mocked(saveShopSettings).mockRejectedValue(
      new ApiError('Please enter a UPI id such as karadorganic@oksbi.', 400, 'INVALID'),
    );
    await renderScreen();
    type('UPI id', 'farm@okaxis');
    type('UPI payee name', 'Karad Farm');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please enter a UPI id such as karadorganic@oksbi.'),
    );
    expect(box('UPI id').value).toBe('farm@okaxis');
    expect(screen.getByRole('button', { name: 'Save settings' }).hasAttribute('disabled')).toBe(false);
    // The warning stays: nothing was confirmed.
    expect(screen.getByTestId('pincodes-unconfirmed')).toBeTruthy();
  });

  it('after another screen saved first (412): saves nothing, reloads the latest and names what changed there', async () => {
    vi.mocked(saveShopSettings).mockRejectedValue(
      new ApiError(API_TEXT['settings.changedMeanwhile'], 412, 'PRECONDITION_FAILED', {
        messageCode: 'settings.changedMeanwhile',
      }),
    );
    await renderScreen();
    const latest = {
      ...STORED,
      delivery: { ...STORED.delivery, karadFee: 60 },
      firstOrderDiscountPercent: 5,
    };
    vi.mocked(getShopSettings).mockResolvedValue({ settings: latest, version: '"v2"' });
    type('UPI id', 'farm@okaxis');
    type('UPI payee name', 'Karad Farm');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const note = await screen.findByTestId('settings-reloaded');
    expect(note.textContent).toContain(
      BACK_OFFICE_MESSAGES.settings.reloaded(['Karad delivery fee (₹)', 'First-order discount (%)']),
    );
    expect(box('Karad delivery fee (₹)').value).toBe('60.00');
    expect(box('UPI id').value).toBe('');
    // The next save is made to the version now shown.
    vi.mocked(saveShopSettings).mockImplementation((settings) =>
      Promise.resolve({ settings, version: '"v3"' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saveShopSettings).toHaveBeenLastCalledWith(expect.anything(), '"v2"'));
  });

  it('refuses a sample UPI id or payee name on their own boxes, before anything is sent', async () => {
    await renderScreen();
    type('UPI id', 'sample@upi');
    type('UPI payee name', 'Karad Organic (sample)');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(messageOf(box('UPI id'))).toBe(
      'This is a sample UPI id, not the farm’s. Please enter the farm’s own UPI id.',
    );
    expect(messageOf(box('UPI payee name'))).toBe(
      'This is a sample name. Please enter the name your UPI app shows for the farm.',
    );
    expect(saveShopSettings).not.toHaveBeenCalled();
  });

  it('saves the hours after which an unconfirmed UPI payment is cancelled, within a day to 30 days', async () => {
    vi.mocked(saveShopSettings).mockImplementation((settings) =>
      Promise.resolve({ settings, version: '"v2"' }),
    );
    await renderScreen();
    const hours = 'Cancel unconfirmed UPI payments after (hours)';
    expect(box(hours).value).toBe('72');
    type(hours, '6');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(messageOf(box(hours))).toBe('Please enter a whole number of hours from 24 to 720.');
    type(hours, '48');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(saveShopSettings).toHaveBeenCalledWith(
        expect.objectContaining({ claimExpiryHours: 48 }),
        '"v1"',
      ),
    );
  });

  it('shows amounts in rupees as the shop writes them, as the owner types', async () => {
    await renderScreen();
    type('Free delivery in Karad from (₹)', '1500');
    expect(screen.getByText(/Karad orders of ₹1,500.00 or more/)).toBeTruthy();
    expect(screen.getByText(BACK_OFFICE_MESSAGES.settings.appliesSoon)).toBeTruthy();
  });
});
