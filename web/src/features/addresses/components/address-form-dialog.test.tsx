// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AddressInput } from '@contract/addresses';
import type { Session } from '@/platform/session';
import { lookupPincode } from '@/shop/pincode-directory';
import { AddressFormDialog } from './address-form-dialog';

// Who is signed in (a phone sign-in by default), and India Post's directory, stubbed at their modules.
let session: Session;
vi.mock('@/platform/session', () => ({ useSession: () => session }));
vi.mock('@/shop/pincode-directory', () => ({ lookupPincode: vi.fn() }));

const signedInWith = (phoneNumber: string | null): Session =>
  ({
    status: 'success',
    data: { signedIn: true, user: { phoneNumber }, admin: false, auth: null },
  }) as unknown as Session;

beforeEach(() => {
  session = signedInWith('+919876543210');
  vi.mocked(lookupPincode).mockImplementation(async (pin) =>
    pin === '411001' ? { city: 'Pune City', state: 'Maharashtra' } : undefined,
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderForm(onSave = vi.fn(async (_input: AddressInput) => true)) {
  render(<AddressFormDialog open onClose={vi.fn()} onSave={onSave} />);
  const form = within(screen.getByRole('dialog', { hidden: true }));
  const field = (label: string) => form.getByLabelText(label, { exact: true }) as HTMLInputElement;
  const errorOf = (name: string) => document.getElementById(`address-${name}-error`)?.textContent ?? null;
  const submit = () => fireEvent.click(form.getByRole('button', { name: 'Add Address', hidden: true }));
  return { form, field, errorOf, submit, onSave };
}

describe('the Add New Address form', () => {
  it('fills in the mobile number she signed in with, as the form writes numbers', () => {
    const { field } = renderForm();
    expect(field('Phone Number').value).toBe('+91 98765 43210');
  });

  it('leaves the phone empty for a Google sign-in (no number), and never a foreign one', () => {
    session = signedInWith(null);
    const google = renderForm();
    expect(google.field('Phone Number').value).toBe('');
    cleanup();
    session = signedInWith('+14155550100');
    expect(renderForm().field('Phone Number').value).toBe('');
  });

  it('names what each empty field needs, with the spec’s sentence as the summary', () => {
    const { form, errorOf, submit, onSave } = renderForm();
    submit();
    expect(form.getByRole('alert', { hidden: true }).textContent).toBe(
      'Please fill in all required address fields.',
    );
    expect(errorOf('name')).toBe('Enter the full name.');
    expect(errorOf('street')).toBe('Enter the street address.');
    expect(errorOf('postalCode')).toBe('Enter a 6-digit PIN code.');
    expect(errorOf('city')).toBe('Enter the city or town.');
    expect(errorOf('state')).toBe('Choose the state.');
    // Prefilled, optional or read only: nothing to say.
    expect(errorOf('phoneNumber')).toBeNull();
    expect(errorOf('landmark')).toBeNull();
    expect(errorOf('country')).toBeNull();
    // No two fields say the same thing.
    const said = [...document.querySelectorAll('.field-error')].map((p) => p.textContent);
    expect(new Set(said).size).toBe(said.length);
    // The cursor goes to the first field to put right.
    expect(document.activeElement?.id).toBe('address-name');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears each mark as its field is put right, City and State too when the PIN code fills them', async () => {
    const { form, field, errorOf, submit } = renderForm();
    submit();
    fireEvent.change(field('Full Name'), { target: { value: 'Sunita Patil' } });
    expect(errorOf('name')).toBeNull();
    expect(field('Full Name').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field('Postal Code'), { target: { value: '411001' } });
    expect(errorOf('postalCode')).toBeNull();
    await waitFor(() => expect(field('City').value).toBe('Pune City'));
    expect(errorOf('city')).toBeNull();
    expect(errorOf('state')).toBeNull();
    expect(field('State').getAttribute('aria-invalid')).toBeNull();
    // Only the street is left, and the summary still says something is missing.
    expect([...document.querySelectorAll('.field-error')].map((p) => p.textContent)).toEqual([
      'Enter the street address.',
    ]);
    expect(form.getByRole('alert', { hidden: true }).textContent).toBe(
      'Please fill in all required address fields.',
    );
    fireEvent.change(field('Street Address'), { target: { value: '12 FC Road' } });
    expect(form.queryByRole('alert', { hidden: true })).toBeNull();
  });

  it('saves the optional landmark, trimmed, with the rest', async () => {
    const { field, submit, onSave } = renderForm();
    fireEvent.change(field('Full Name'), { target: { value: 'Sunita Patil' } });
    fireEvent.change(field('Street Address'), { target: { value: '12 FC Road' } });
    fireEvent.change(field('Landmark (optional)'), { target: { value: ' Near Krishna Hospital ' } });
    fireEvent.change(field('Postal Code'), { target: { value: '411001' } });
    await waitFor(() => expect(field('City').value).toBe('Pune City'));
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      name: 'Sunita Patil',
      landmark: 'Near Krishna Hospital',
      postalCode: '411001',
      city: 'Pune City',
      state: 'Maharashtra',
      phoneNumber: '+919876543210',
    });
  });
});
