// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthScreen } from './auth-screen';
import { createBotCheck, sendCode } from '../lib/phone-sign-in';

// "Resend OTP" on the code step (issue 36), with the Firebase SDK stubbed at its module boundary as
// in auth-screen.test.tsx, and fake timers for the countdown.
vi.mock('@/platform/session', () => ({ useLoadedFirebaseAuth: () => ({ name: 'test-auth' }) }));
vi.mock('../lib/google-sign-in', () => ({ signInWithGoogle: vi.fn() }));
vi.mock('../lib/phone-sign-in', () => ({ createBotCheck: vi.fn(), sendCode: vi.fn() }));

const firebaseError = (code: string) => Object.assign(new Error(code), { code });
const user = { getIdToken: vi.fn(async () => 'token') };
const NUMBER = '9876543210';
const LIMIT =
  'You can ask for a new code again later. Please check your messages or try again in a few minutes.';

/** Lets the stubbed calls' promises settle and `ms` of fake time pass, inside act. */
const pass = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A confirmation whose code is `code`: any other is refused as Firebase does. */
function confirmationFor(code: string) {
  return {
    confirm: vi.fn(async (typed: string) => {
      if (typed !== code) throw firebaseError('auth/invalid-verification-code');
      return { user };
    }),
  };
}

const checks: { render: ReturnType<typeof vi.fn>; clear: ReturnType<typeof vi.fn> }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  checks.length = 0;
  vi.mocked(createBotCheck).mockImplementation(() => {
    const check = { render: vi.fn(async () => 1), clear: vi.fn() };
    checks.push(check);
    return check as never;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

/** The screen on the code step for NUMBER, its first code '111111'. */
async function onCodeStep() {
  vi.mocked(sendCode).mockResolvedValueOnce(confirmationFor('111111') as never);
  render(
    <MemoryRouter initialEntries={['/auth']}>
      <Routes>
        <Route path="/auth" element={<AuthScreen />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Continue with Phone Number' }));
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: NUMBER } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await pass();
  expect(screen.getByRole('heading', { name: 'Verify OTP' })).toBeTruthy();
}

const countdown = () => screen.queryByText(/^Resend OTP in /);
const resendButton = () => screen.queryByRole('button', { name: 'Resend OTP' });
const status = () => screen.getByRole('status');
const codeField = () => screen.getByLabelText('6-digit code') as HTMLInputElement;

/** Waits out the countdown, presses Resend OTP, and lets the new code (`code`) arrive. */
async function resend(code: string) {
  await pass(30_000);
  vi.mocked(sendCode).mockResolvedValueOnce(confirmationFor(code) as never);
  fireEvent.click(resendButton()!);
  await pass();
}

async function verify(code: string) {
  fireEvent.change(codeField(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await pass();
}

describe('Resend OTP', () => {
  it('counts down 30 seconds, not in a live region, then offers a real button', async () => {
    await onCodeStep();
    expect(countdown()?.textContent).toBe('Resend OTP in 0:30');
    expect(resendButton()).toBeNull();
    // Only changes are announced: the countdown sits outside every live region.
    expect(countdown()?.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(status().textContent).toBe('');

    await pass(1_000);
    expect(countdown()?.textContent).toBe('Resend OTP in 0:29');
    await pass(19_000);
    expect(countdown()?.textContent).toBe('Resend OTP in 0:10');
    await pass(9_000);
    expect(countdown()?.textContent).toBe('Resend OTP in 0:01');
    await pass(1_000);
    expect(countdown()).toBeNull();
    const button = resendButton()!;
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(status().textContent).toBe('');
  });

  it('sends a new code to the same number through a fresh bot check; only the new code verifies', async () => {
    await onCodeStep();
    fireEvent.change(codeField(), { target: { value: '12' } });
    await pass(30_000);

    let deliver: (value: unknown) => void = () => undefined;
    vi.mocked(sendCode).mockReturnValueOnce(new Promise((resolve) => (deliver = resolve)) as never);
    fireEvent.click(resendButton()!);
    await pass();
    // Busy: the button says so and keeps the focus, Verify waits.
    const busy = screen.getByRole('button', { name: 'Sending OTP…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Verify OTP' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(busy);
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(vi.mocked(sendCode).mock.calls[1]?.[1]).toBe('+919876543210');
    expect(createBotCheck).toHaveBeenCalledTimes(2);
    expect(checks[0]?.clear).toHaveBeenCalled();
    expect(vi.mocked(sendCode).mock.calls[1]?.[2]).toBe(checks[1]);

    deliver(confirmationFor('222222'));
    await pass();
    expect(status().textContent).toBe('A new code was sent to +91 9876543210.');
    expect(countdown()?.textContent).toBe('Resend OTP in 0:30');
    expect(codeField().value).toBe('');
    expect(document.activeElement).toBe(codeField());

    await verify('111111');
    expect(screen.getByRole('alert').textContent).toBe('Invalid code. Please try again.');
    await verify('222222');
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('offers three new codes per number, then says to wait, even after Change number', async () => {
    await onCodeStep();
    await resend('222222');
    await resend('333333');
    expect(screen.queryByText(LIMIT)).toBeNull();
    await resend('444444');
    expect(sendCode).toHaveBeenCalledTimes(4);
    // After the third: the news and the limit, announced; no countdown, no button.
    expect(status().textContent).toBe(`A new code was sent to +91 9876543210.${LIMIT}`);
    expect(countdown()).toBeNull();
    await pass(60_000);
    expect(resendButton()).toBeNull();
    expect(countdown()).toBeNull();

    // The same number again from the phone step is refused too; another number is not.
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await pass();
    expect(screen.getByRole('alert').textContent).toBe(LIMIT);
    expect(sendCode).toHaveBeenCalledTimes(4);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9123456789' } });
    vi.mocked(sendCode).mockResolvedValueOnce(confirmationFor('555555') as never);
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await pass();
    expect(vi.mocked(sendCode).mock.calls[4]?.[1]).toBe('+919123456789');
    expect(countdown()?.textContent).toBe('Resend OTP in 0:30');
    expect(status().textContent).toBe('');
  });

  it.each([
    ['auth/too-many-requests', 'Too many requests. Please try later.'],
    ['auth/quota-exceeded', 'Too many requests. Please try later.'],
    ['auth/network-request-failed', 'Failed to send OTP. Please try again.'],
  ])(
    'says what happened when Firebase refuses a new code with %s; the last code still works',
    async (code, message) => {
      await onCodeStep();
      await pass(30_000);
      vi.mocked(sendCode).mockRejectedValueOnce(firebaseError(code));
      fireEvent.click(resendButton()!);
      await pass();
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(status().textContent).toBe('');
      // A refused send is not counted, and can be tried again at once.
      expect(resendButton()).toBeTruthy();
      expect(checks[1]?.clear).toHaveBeenCalled();
      await verify('111111');
      expect(screen.getByText('Home page')).toBeTruthy();
    },
  );

  it('says when the bot check cannot start for a new code', async () => {
    await onCodeStep();
    await pass(30_000);
    vi.mocked(createBotCheck).mockImplementationOnce(() => {
      throw new Error('no recaptcha');
    });
    fireEvent.click(resendButton()!);
    await pass();
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to initialize security check. Please refresh the page.',
    );
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(resendButton()).toBeTruthy();
  });

  it('Change number goes back to the phone step with the number kept, and forgets a reply still on its way', async () => {
    await onCodeStep();
    fireEvent.change(codeField(), { target: { value: '123' } });
    await pass(30_000);
    let deliver: (value: unknown) => void = () => undefined;
    vi.mocked(sendCode).mockReturnValueOnce(new Promise((resolve) => (deliver = resolve)) as never);
    fireEvent.click(resendButton()!);
    await pass();

    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    const heading = screen.getByRole('heading', { name: 'Sign in with your phone' });
    expect(document.activeElement).toBe(heading);
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe(NUMBER);
    deliver(confirmationFor('222222'));
    await pass();
    expect(screen.getByRole('heading', { name: 'Sign in with your phone' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    // Sent again: a new countdown, an empty field.
    vi.mocked(sendCode).mockResolvedValueOnce(confirmationFor('333333') as never);
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await pass();
    expect(countdown()?.textContent).toBe('Resend OTP in 0:30');
    expect(codeField().value).toBe('');
    expect(status().textContent).toBe('');
    await verify('333333');
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('stays where Back took the shopper when the code she had asked for arrives later', async () => {
    await onCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    let deliver: (value: unknown) => void = () => undefined;
    vi.mocked(sendCode).mockReturnValueOnce(new Promise((resolve) => (deliver = resolve)) as never);
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await pass();
    fireEvent.click(screen.getByRole('button', { name: /Back to sign-in options/ }));
    deliver(confirmationFor('222222'));
    await pass();
    expect(screen.getByRole('heading', { name: 'Welcome to Karad Organic' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Verify OTP' })).toBeNull();
  });
});
