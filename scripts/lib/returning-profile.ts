import { chromium as playwright } from 'playwright-core';

/**
 * A Chromium profile whose storage for the shop holds the sign-in record (`ko-signed-in`, kept
 * by the session whenever Firebase reports a user), as a returning shopper's does; its cache and
 * service worker are kept from run to run, as hers are. There is no user in it, so the app loads
 * Firebase and finds nobody: the same start-up work, without her cart's call.
 */
export async function keepSignInRecord(executablePath: string, profile: string, base: string): Promise<void> {
  const context = await playwright.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(() => localStorage.setItem('ko-signed-in', '1'));
  await context.close();
}
