import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { stack } from './emulators.js';

/** Signed-in shoppers in a real browser, through the storefront's own sign-in screen. */

const base = () => stack().hostingUrl;

async function latestCodeFor(phoneNumber: string): Promise<string> {
  const { authHost, projectId } = stack();
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/verificationCodes`);
    const { verificationCodes } = (await response.json()) as {
      verificationCodes: { phoneNumber: string; code: string }[];
    };
    const code = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No verification code for ${phoneNumber}`);
}

/** A fresh 10-digit Indian mobile number, so every test is a new shopper. */
export function newMobileNumber(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** Phone sign-in as a shopper does it: number → Send OTP → the emulator's code → Verify OTP. */
export async function signInWithPhone(page: Page, mobile = newMobileNumber()): Promise<string> {
  await page.goto(`${base()}/auth`);
  await page.getByRole('button', { name: 'Continue with Phone Number' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('heading', { name: 'Verify OTP' }).waitFor();
  await page.getByLabel('6-digit code').fill(await latestCodeFor(`+91${mobile}`));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL(`${base()}/`);
  await expect.poll(() => page.getByRole('button', { name: 'Sign Out' }).first().isVisible()).toBe(true);
  return mobile;
}

/** Google sign-in end to end on the Auth emulator (the SDK's popup cannot run offline). */
export async function signInWithGoogleAccount(
  page: Page,
  account: { sub: string; email: string; name?: string },
) {
  if (!page.url().startsWith(base())) await page.goto(`${base()}/`);
  await page.waitForFunction(() => '__emulatorSignInWithGoogle' in window);
  const uid = await page.evaluate(
    (a) =>
      (
        window as unknown as { __emulatorSignInWithGoogle: (x: typeof a) => Promise<string> }
      ).__emulatorSignInWithGoogle(a),
    account,
  );
  return uid;
}
