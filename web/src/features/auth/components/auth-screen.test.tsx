// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { OFFLINE_MESSAGES } from '@/words/messages';
import { AuthScreen } from './auth-screen';
import { signInWithGoogle } from '../lib/google-sign-in';
import { createBotCheck, sendCode } from '../lib/phone-sign-in';

// The Firebase SDK calls are stubbed at their module boundary: Google's popup cannot run
// offline, and these tests are about what the screen says for each outcome.
vi.mock('@/platform/session', () => ({ useLoadedFirebaseAuth: () => ({ name: 'test-auth' }) }));
vi.mock('../lib/google-sign-in', () => ({ signInWithGoogle: vi.fn() }));
vi.mock('../lib/phone-sign-in', () => ({ createBotCheck: vi.fn(), sendCode: vi.fn() }));

const firebaseError = (code: string) => Object.assign(new Error(code), { code });
const user = { getIdToken: vi.fn(async () => 'token') };

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/auth']}>
      <Routes>
        <Route path="/auth" element={<AuthScreen />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(createBotCheck).mockReturnValue({ render: vi.fn(async () => 1), clear: vi.fn() } as never);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('Continue with Google', () => {
  it('is offered first and marked Preferred', () => {
    renderScreen();
    const google = screen.getByRole('button', { name: /Continue with Google/ });
    expect(google.textContent).toContain('Preferred');
    expect(screen.getByRole('button', { name: 'Continue with Phone Number' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it.each([
    ['auth/popup-closed-by-user', 'Google sign-in window closed by user.'],
    ['auth/cancelled-popup-request', 'Another sign-in request is pending.'],
    ['auth/credential-already-in-use', 'This account is already in use. Please log in with it.'],
    ['auth/internal-error', 'Failed to sign in with Google. Please try again.'],
    ['auth/popup-blocked', 'Failed to sign in with Google. Please try again.'],
    ['auth/network-request-failed', 'Failed to sign in with Google. Please try again.'],
  ])('says what happened when the popup fails with %s', async (code, message) => {
    vi.mocked(signInWithGoogle).mockRejectedValueOnce(firebaseError(code));
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: /Continue with Google/ }).hasAttribute('disabled')).toBe(false);
  });

  it('disables the buttons while the popup is open, then goes home', async () => {
    let finish: (value: unknown) => void = () => undefined;
    vi.mocked(signInWithGoogle).mockReturnValueOnce(new Promise((resolve) => (finish = resolve)) as never);
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ }));
    expect(screen.getByRole('button', { name: /Continue with Google/ }).hasAttribute('disabled')).toBe(true);
    finish({ user });
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('reports a token it cannot get', async () => {
    vi.mocked(signInWithGoogle).mockResolvedValueOnce({
      user: { getIdToken: () => Promise.reject(new Error('x')) },
    } as never);
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: /Continue with Google/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to get authentication token. Please try again.',
    );
  });
});

describe('Continue with Phone Number', () => {
  const openPhone = () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Phone Number' }));
  };
  const sendOtp = (number: string) => {
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: number } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  };

  it('keeps 10 digits and sends them as +91…', async () => {
    vi.mocked(sendCode).mockResolvedValueOnce({ confirm: vi.fn() } as never);
    openPhone();
    const field = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(field.maxLength).toBe(10);
    sendOtp('98765-43210');
    await screen.findByRole('heading', { name: 'Verify OTP' });
    expect(vi.mocked(sendCode).mock.calls[0]?.[1]).toBe('+919876543210');
  });

  it('refuses a number that is not 10 digits without calling Firebase', () => {
    openPhone();
    sendOtp('98765');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 10-digit mobile number.');
    expect(sendCode).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/invalid-phone-number', 'Invalid phone number format.'],
    ['auth/too-many-requests', 'Too many requests. Please try later.'],
    ['auth/invalid-app-credential', 'Security check failed. Please try again or refresh.'],
    ['auth/captcha-check-failed', 'Security check failed. Please complete the security check.'],
    ['auth/unknown', 'Failed to send OTP. Please try again.'],
  ])('maps %s when sending the code', async (code, message) => {
    vi.mocked(sendCode).mockRejectedValueOnce(firebaseError(code));
    openPhone();
    sendOtp('9876543210');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('says when the bot check cannot start, and when it expires', async () => {
    vi.mocked(createBotCheck).mockImplementationOnce(() => {
      throw new Error('no recaptcha');
    });
    openPhone();
    sendOtp('9876543210');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to initialize security check. Please refresh the page.',
    );

    let expire: () => void = () => undefined;
    vi.mocked(createBotCheck).mockImplementationOnce((_auth, _el, onExpired) => {
      expire = onExpired;
      return { render: vi.fn(async () => 1), clear: vi.fn() } as never;
    });
    vi.mocked(sendCode).mockReturnValueOnce(new Promise(() => undefined) as never);
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(createBotCheck).toHaveBeenCalledTimes(2));
    expire();
    expect((await screen.findByRole('alert')).textContent).toBe('reCAPTCHA expired. Please try again.');
  });

  it('verifies the 6-digit code and maps its failures', async () => {
    const confirm = vi.fn();
    vi.mocked(sendCode).mockResolvedValueOnce({ confirm } as never);
    openPhone();
    sendOtp('9876543210');
    await screen.findByRole('heading', { name: 'Verify OTP' });
    const code = screen.getByLabelText('6-digit code') as HTMLInputElement;

    fireEvent.change(code, { target: { value: '12a45' } });
    expect(code.value).toBe('1245');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the 6-digit OTP.');

    fireEvent.change(code, { target: { value: '123456' } });
    confirm.mockRejectedValueOnce(firebaseError('auth/invalid-verification-code'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Invalid code. Please try again.'),
    );

    confirm.mockRejectedValueOnce(new Error('boom'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to verify OTP.'));

    confirm.mockResolvedValueOnce({ user });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('Back returns to the choice and forgets the number, code and error', async () => {
    openPhone();
    sendOtp('123');
    fireEvent.click(screen.getByRole('button', { name: /Back to sign-in options/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Phone Number' }));
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('');
  });
});

describe('offline', () => {
  const setOnline = (online: boolean) => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    act(() => {
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  };
  afterEach(() => setOnline(true));

  it('says sign-in needs a connection instead of offering the ways in, and offers them again online', () => {
    renderScreen();
    setOnline(false);
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE_MESSAGES.signIn);
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE_MESSAGES.signIn);

    setOnline(true);
    expect(screen.queryByText(OFFLINE_MESSAGES.signIn)).toBeNull();
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeTruthy();
  });
});
