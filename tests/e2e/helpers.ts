import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage, VIEWPORTS } from '../support/browser.js';
import { stack } from '../support/emulators.js';

/** Helpers shared by the storefront journeys (tests/e2e/*.spec.ts). */

export type Viewport = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as Viewport[];

/**
 * Where a journey runs when the two widths do not differ in what it does: on a phone, where most
 * of the shop's shoppers and its owner are. A journey runs at both widths (VIEWPORT_NAMES) where
 * they differ: the navbar's search and menu, the checkout's sticky bar, the UPI QR code on a
 * computer, toasts against the header; and every screen is still checked at both widths by the
 * accessibility and layout files (docs/performance.md, "The test suite").
 */
export const PHONE: Viewport[] = ['phone'];

export const url = (path: string) => `${stack().hostingUrl}${path}`;

/**
 * KARAD_SHOTS=<a folder you made> saves the screens a journey names there (full page), to be
 * looked at; without it, nothing is written.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env['KARAD_SHOTS'];
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * A page for the axe checks. Hosting's Content-Security-Policy (script-src 'self') would block
 * the injected axe script, so only these contexts bypass CSP; the journeys run with it on.
 */
export function newAxePage(
  browser: Browser,
  viewport: Viewport,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Off unless the check is of an offline screen, as in newPage.
  return newPage(browser, viewport, { serviceWorkers, bypassCSP: true });
}

/**
 * axe-core's serious and critical violations on the page, one entry per rule and element:
 * '{screen}: {rule} ({impact}) {element}'. Needs a context that bypasses CSP (newAxePage).
 */
export async function seriousA11yViolations(page: Page, screen: string): Promise<string[]> {
  // A toast fading in is half transparent: axe would measure its contrast mid-animation. Let every
  // finite animation end first, except the spinners (endless) and a toast's progress bar: that one
  // is the toast's 5 s life, and waiting it out would run axe while the toast fades away.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return !(target instanceof Element && target.closest('.Toastify__progress-bar'));
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } })
      .axe;
    return (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
    };
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${screen}: ${v.id} (${v.impact}) ${n.target.join(' ')}`));
}

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  expect(await seriousA11yViolations(page, screen)).toEqual([]);
}

/** Collects uncaught errors and console errors (CSP violations show up there too). */
export function watchErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // A 404 answer is how the shop learns that a product or post does not exist.
    if (/status of 404/.test(text) || ignore.some((pattern) => pattern.test(text))) return;
    errors.push(text);
  });
  return errors;
}

/** The navbar search box that is showing at this width (desktop and phone have their own). */
export function visibleSearchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search organic products' }).filter({ visible: true });
}

/** expect.poll with time for a cold emulator (the first API call starts the function). */
export const eventually = <T>(read: () => T | Promise<T>, timeout = 15_000) => expect.poll(read, { timeout });

/**
 * Goes to `path` inside the app, as a link would (the router handles a history change), not by
 * loading the page: the browser then makes the screen's API calls itself. Pages that load arrive
 * rendered with their data (docs/decisions/013), so a test that fakes an API answer navigates.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((current) => current.pathname + current.search === path);
}

/** No horizontal scroll: the owner runs the shop from a 360 px phone. */
export const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
