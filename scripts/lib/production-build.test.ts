import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEPLOY_CHECK_SAMPLE_ENV, SHELL, buildWeb, distFaults, siteBundleFaults } from './deploy-checks.js';
import { webEmulatorEnv } from './stack-config.js';

/*
 * The storefront built for real, the way `firebase deploy` builds it (vite's production mode),
 * into a temporary folder: what Hosting would serve must carry nothing local. An emulator build
 * beside it shows that the same check does find what a local build carries.
 */
const work = mkdtempSync(join(tmpdir(), 'production-build-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const AUTH_DOMAIN = DEPLOY_CHECK_SAMPLE_ENV['VITE_FIREBASE_AUTH_DOMAIN']!;

describe('a production build of the storefront', { timeout: 120_000 }, () => {
  it('has no emulator hooks, no source maps, no sample details and a CSP for its own auth domain', () => {
    const dist = join(work, 'production');
    buildWeb(dist, 'production', DEPLOY_CHECK_SAMPLE_ENV);
    const assets = readdirSync(join(dist, 'assets'));
    expect(assets.filter((file) => /emulator-hooks|\.map$/.test(file))).toEqual([]);
    expect(readFileSync(join(dist, SHELL), 'utf8')).toContain(
      `<meta http-equiv="Content-Security-Policy" content="frame-src https://${AUTH_DOMAIN} `,
    );
    // Hosting must send `/` to the site function, not answer it with the bare shell.
    expect(existsSync(join(dist, 'index.html'))).toBe(false);
    expect(distFaults(dist, AUTH_DOMAIN)).toEqual([]);
    expect(siteBundleFaults(`${dist}-server`, dist)).toEqual([]);
    // Link previews: the pictures rendered from our art, and robots.txt on the shop's address.
    expect(existsSync(join(dist, 'og', 'site.png'))).toBe(true);
    expect(existsSync(join(dist, 'og', 'products', 'gulkand.png'))).toBe(true);
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${DEPLOY_CHECK_SAMPLE_ENV['VITE_SITE_URL']}/sitemap.xml`,
    );
  });

  it('refuses to build with an emulator setting, naming it', () => {
    const dist = join(work, 'refused');
    expect(() =>
      buildWeb(dist, 'production', {
        ...DEPLOY_CHECK_SAMPLE_ENV,
        VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      }),
    ).toThrow(/VITE_AUTH_EMULATOR_URL is for local builds only/);
    expect(existsSync(dist)).toBe(false);
  });

  it('is checked by the same rules that flag an emulator build', () => {
    const dist = join(work, 'emulator');
    buildWeb(dist, 'emulator', webEmulatorEnv('demo-karad-organic', 9099, 'http://127.0.0.1:5002'));
    const faults = distFaults(dist, 'demo-karad-organic.firebaseapp.com').join('\n');
    expect(faults).toMatch(/emulator-hooks-.*\.js carries the emulator test hooks/);
    expect(faults).toMatch(/Source map .*\.js\.map/);
    expect(faults).toMatch(/carries the sample value "910000000000"/);
    expect(faults).toMatch(/names a local address/);
    expect(faults).toMatch(/robots\.txt does not name the sitemap/);
    expect(siteBundleFaults(`${dist}-server`, dist).join('\n')).toMatch(/carries the sample value/);
    expect(siteBundleFaults(`${dist}-server`, join(work, 'production'))).toContain(
      `${dist}-server is not from the same build as ${join(work, 'production')}: deploy Hosting and Functions together.`,
    );
  });
});
