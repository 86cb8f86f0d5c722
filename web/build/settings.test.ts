import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { DEPLOY_CHECK_SAMPLE_ENV } from '../../scripts/lib/deploy-checks';
import {
  LOCAL_SITE_URL,
  SAMPLES,
  VARIABLES,
  frameSources,
  parseBuildSettings,
  sampleShopSettings,
} from './settings';

/** A complete, valid set of production settings (the deploy check's sample). */
const production = (overrides: Record<string, string | undefined> = {}) => ({
  ...DEPLOY_CHECK_SAMPLE_ENV,
  ...overrides,
});

const problemsOf = (env: Record<string, string | undefined>, mode = 'production') => {
  try {
    parseBuildSettings(env, mode);
    return [];
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  }
};

describe('build settings of a production build', () => {
  it('accepts a complete set and compiles in the parsed values', () => {
    const settings = parseBuildSettings(
      production({
        VITE_SHOP_WHATSAPP: '+91 98220-12345',
        VITE_SHOP_INSTAGRAM_URL: 'https://instagram.com/farm',
      }),
      'production',
    );
    expect(settings.local).toBe(false);
    expect(settings.authEmulatorUrl).toBeUndefined();
    expect(settings.shop.whatsAppNumber).toBe('919822012345');
    expect(settings.shop.address).toEqual({
      lines: ['Deploy check', 'Karad', 'Maharashtra 415110'],
      oneLine: 'Deploy check, Karad, Maharashtra 415110',
    });
    expect(settings.shop.social).toEqual([{ name: 'Instagram', url: 'https://instagram.com/farm' }]);
  });

  it('names every missing setting, the measurement id included', () => {
    const problems = problemsOf({});
    for (const name of VARIABLES.filter((n) => !/EMULATOR|INSTAGRAM|FACEBOOK|YOUTUBE|ADDRESS_MR/.test(n)))
      expect(problems).toContain(`  - ${name} is missing.`);
    expect(problems).toHaveLength(VARIABLES.length - 5);
  });

  it('refuses the sample details of local builds, so no order goes to a made-up WhatsApp number', () => {
    expect(problemsOf(production({ VITE_SHOP_WHATSAPP: SAMPLES.VITE_SHOP_WHATSAPP }))).toEqual([
      '  - VITE_SHOP_WHATSAPP is still the sample value "910000000000".',
    ]);
    const all = problemsOf(production(SAMPLES));
    expect(all).toHaveLength(Object.keys(SAMPLES).length);
  });

  it('refuses emulator settings and local addresses', () => {
    expect(problemsOf(production({ VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' }))).toEqual([
      '  - VITE_AUTH_EMULATOR_URL is for local builds only: remove it.',
    ]);
    expect(problemsOf(production({ VITE_USE_FIRESTORE_EMULATOR: 'yes' }))).toEqual([
      '  - VITE_USE_FIRESTORE_EMULATOR is for local builds only: remove it.',
    ]);
    expect(problemsOf(production({ VITE_FIREBASE_AUTH_DOMAIN: 'localhost' }))[0]).toMatch(
      /VITE_FIREBASE_AUTH_DOMAIN points at this computer/,
    );
    expect(problemsOf(production({ VITE_FIREBASE_PROJECT_ID: 'demo-karad-organic' }))).toEqual([
      '  - VITE_FIREBASE_PROJECT_ID is a demo- project, which exists only on the emulators.',
    ]);
  });

  it('says what is wrong with a malformed setting', () => {
    expect(
      problemsOf(
        production({
          VITE_FIREBASE_API_KEY: 'apiKey: "AIza…"',
          VITE_SHOP_WHATSAPP: '098220 12345',
          VITE_SHOP_EMAIL: 'hello at farm',
          VITE_SHOP_ADDRESS: 'Karad',
          VITE_SHOP_FSSAI_LICENCE: '1234',
          VITE_SHOP_FACEBOOK_URL: 'https://evil.example/facebook.com',
          VITE_FIREBASE_MEASUREMENT_ID: 'UA-1234-1',
        }),
      ),
    ).toEqual([
      '  - VITE_FIREBASE_API_KEY must not contain a colon: paste only the key itself.',
      '  - VITE_FIREBASE_MEASUREMENT_ID must be a Google Analytics measurement id, e.g. G-ABC123XYZ9.',
      '  - VITE_SHOP_WHATSAPP must be country code and number, digits only, e.g. 919822012345.',
      '  - VITE_SHOP_EMAIL must be an e-mail address.',
      '  - VITE_SHOP_ADDRESS must have at least two lines, separated by |.',
      '  - VITE_SHOP_FACEBOOK_URL must be an https link on facebook.com.',
      '  - VITE_SHOP_FSSAI_LICENCE must be the 14-digit FSSAI licence number.',
    ]);
  });

  it('has no UPI id: settings/shop is its one source, and an old UPI line is refused with where it went', () => {
    expect(Object.keys(SAMPLES).filter((name) => /UPI/.test(name))).toEqual([]);
    expect(JSON.stringify(parseBuildSettings(production(), 'production').shop)).not.toMatch(/upi/i);
    expect(problemsOf(production({ VITE_SHOP_UPI_ID: 'karadorganic@oksbi' }))).toEqual([
      '  - VITE_SHOP_UPI_ID is no longer a build setting: set the farm’s UPI id in the back office (Settings → Payments) and remove this line.',
    ]);
  });

  it('needs the shop’s own https address (canonical links, previews, robots.txt), and only the address', () => {
    expect(parseBuildSettings(production(), 'production').shop.siteUrl).toBe('https://deploy-check.invalid');
    expect(
      parseBuildSettings(production({ VITE_SITE_URL: 'https://karadorganic.in/' }), 'production').shop
        .siteUrl,
    ).toBe('https://karadorganic.in');
    expect(problemsOf(production({ VITE_SITE_URL: undefined }))).toEqual(['  - VITE_SITE_URL is missing.']);
    expect(problemsOf(production({ VITE_SITE_URL: 'http://karadorganic.in' }))).toEqual([
      '  - VITE_SITE_URL must be an https address: shoppers and search engines reach the shop over https.',
    ]);
    expect(problemsOf(production({ VITE_SITE_URL: 'https://karadorganic.in/shop' }))).toEqual([
      '  - VITE_SITE_URL must be the address alone: no path, query or #.',
    ]);
  });

  it('treats any mode but the local ones as production', () => {
    expect(problemsOf({}, 'staging')).toContain('  - VITE_SHOP_WHATSAPP is missing.');
  });

  it('is what the committed example documents: every variable, and refused until filled in', () => {
    // Read the way Vite reads the owner's copy of it.
    const dir = mkdtempSync(join(tmpdir(), 'env-example-'));
    copyFileSync(
      fileURLToPath(new URL('../.env.production.example', import.meta.url)),
      join(dir, '.env.production'),
    );
    const example = loadEnv('production', dir, 'VITE_');
    rmSync(dir, { recursive: true });
    expect(Object.keys(example).sort()).toEqual(
      VARIABLES.filter((n) => n !== 'VITE_AUTH_EMULATOR_URL').sort(),
    );
    expect(problemsOf(example)).toContain('  - VITE_SHOP_WHATSAPP is missing.');
  });
});

describe('build settings of a local build', () => {
  const emulator = {
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo-karad-test.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'demo-karad-test',
    VITE_FIREBASE_APP_ID: 'demo-app-id',
    VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
  };

  it('needs no setup: the owner details are the marked samples', () => {
    const settings = parseBuildSettings(emulator, 'emulator');
    expect(settings.local).toBe(true);
    expect(settings.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(settings.shop).toEqual(sampleShopSettings());
    expect(settings.shop.address.lines[0]).toMatch(/sample/);
    expect(settings.shop.whatsAppNumber).toBe(SAMPLES.VITE_SHOP_WHATSAPP);
  });

  it('names npm start’s Hosting emulator as the site’s address unless told another (never a request’s host)', () => {
    const firebaseJson = JSON.parse(
      readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
    ) as { emulators: { hosting: { port: number } } };
    expect(LOCAL_SITE_URL).toBe(`http://127.0.0.1:${firebaseJson.emulators.hosting.port}`);
    expect(parseBuildSettings(emulator, 'emulator').shop.siteUrl).toBe(LOCAL_SITE_URL);
    expect(
      parseBuildSettings({ ...emulator, VITE_SITE_URL: 'http://127.0.0.1:5000' }, 'emulator').shop.siteUrl,
    ).toBe('http://127.0.0.1:5000');
  });

  it('still checks what it is given', () => {
    expect(problemsOf({ ...emulator, VITE_SHOP_EMAIL: 'nope' }, 'emulator')).toEqual([
      '  - VITE_SHOP_EMAIL must be an e-mail address.',
    ]);
  });

  it('frames the auth domain, reCAPTCHA and, locally, the Auth emulator', () => {
    expect(frameSources(parseBuildSettings(emulator, 'emulator'))).toEqual([
      'https://demo-karad-test.firebaseapp.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'http://127.0.0.1:9099',
    ]);
    expect(frameSources(parseBuildSettings(production(), 'production'))).toHaveLength(3);
  });
});
