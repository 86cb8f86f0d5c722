import { describe, expect, it } from 'vitest';
import { firebaseJson, fixture } from './deploy-checks-fixtures.js';
import { distFaults, headerCspFaults } from './deploy-checks-web.js';

/*
 * The storefront's checks (deploy-checks-web.ts): firebase.json's Content-Security-Policy header
 * and a production web/dist.
 */

describe('the Content-Security-Policy header', () => {
  it('names no local address in firebase.json', () => {
    expect(headerCspFaults(firebaseJson())).toEqual([]);
  });

  it('fails when it does, or when there is none', () => {
    const config = firebaseJson();
    const csp = config
      .hosting!.headers!.flatMap((rule) => rule.headers)
      .find((h) => h.key === 'Content-Security-Policy')!;
    csp.value = csp.value.replace("connect-src 'self'", "connect-src 'self' http://localhost:*");
    expect(headerCspFaults(config)).toEqual([
      "firebase.json's Content-Security-Policy names a local address (localhost).",
    ]);
    expect(headerCspFaults({ hosting: { headers: [] } })).toEqual([
      'firebase.json sends no Content-Security-Policy header.',
    ]);
  });
});

describe('a production web/dist', () => {
  const AUTH = 'shop.firebaseapp.com';
  const html = (
    csp = `frame-src https://${AUTH} https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/`,
  ) =>
    `<!doctype html><html><head>\n<meta http-equiv="Content-Security-Policy" content="${csp}" /></head></html>`;
  const clean = {
    'app-shell.html': html(),
    // The Marathi pages' shell (docs/decisions/016).
    'mr/app-shell.html': html(),
    'assets/index-abc.js': 'console.log("shop")',
    'assets/index-abc.css': 'body{}',
    'robots.txt':
      'User-agent: *\nAllow: /\nDisallow: /cart\n\nSitemap: https://karadorganic.in/sitemap.xml\n',
  };

  it('passes a clean build', () => {
    expect(distFaults(fixture(clean), AUTH)).toEqual([]);
  });

  it('fails a build without the Marathi pages’ shell', () => {
    const { 'mr/app-shell.html': _marathi, ...englishOnly } = clean;
    const dir = fixture(englishOnly);
    expect(distFaults(dir, AUTH)).toEqual([`${dir} has no mr/app-shell.html: the mr pages' shell.`]);
  });

  it('fails a robots.txt without the sitemap’s absolute https address, or none', () => {
    const fault = 'robots.txt does not name the sitemap by the shop’s https address (VITE_SITE_URL).';
    expect(
      distFaults(fixture({ ...clean, 'robots.txt': 'User-agent: *\nSitemap: /sitemap.xml\n' }), AUTH),
    ).toEqual([fault]);
    const { 'robots.txt': _robots, ...withoutRobots } = clean;
    expect(distFaults(fixture(withoutRobots), AUTH)).toEqual([fault]);
  });

  it('fails the emulator hooks chunk', () => {
    expect(distFaults(fixture({ ...clean, 'assets/emulator-hooks-x1.js': 'export {}' }), AUTH)).toEqual([
      'assets/emulator-hooks-x1.js carries the emulator test hooks (platform/emulator-hooks.ts).',
    ]);
    expect(
      distFaults(fixture({ ...clean, 'assets/index-abc.js': 'window.__emulatorSignInWithGoogle=1' }), AUTH),
    ).toEqual(['assets/index-abc.js carries the emulator test hooks (platform/emulator-hooks.ts).']);
  });

  it('fails source maps', () => {
    expect(
      distFaults(
        fixture({
          ...clean,
          'assets/index-abc.js': 'x()\n//# sourceMappingURL=index-abc.js.map',
          'assets/index-abc.js.map': '{}',
        }),
        AUTH,
      ),
    ).toEqual([
      'assets/index-abc.js points at a source map.',
      'Source map assets/index-abc.js.map would be served to anyone.',
    ]);
  });

  it("fails the local builds' sample details, such as the placeholder WhatsApp number", () => {
    expect(
      distFaults(fixture({ ...clean, 'assets/env-1.js': 'const s={whatsAppNumber:"910000000000"}' }), AUTH),
    ).toEqual(['assets/env-1.js carries the sample value "910000000000".']);
  });

  it('fails a CSP that names localhost, frames more than the auth domain, or is missing', () => {
    expect(
      distFaults(
        fixture({ ...clean, 'app-shell.html': html(`frame-src https://${AUTH} http://127.0.0.1:9099`) }),
        AUTH,
      ),
    ).toEqual([
      "app-shell.html's Content-Security-Policy names a local address.",
      "app-shell.html's frame-src allows more than the auth domain: http://127.0.0.1:9099.",
    ]);
    expect(
      distFaults(fixture({ ...clean, 'app-shell.html': html('frame-src https://*.firebaseapp.com') }), AUTH),
    ).toEqual([
      "app-shell.html's frame-src allows more than the auth domain: https://*.firebaseapp.com.",
      `app-shell.html's frame-src misses https://${AUTH}.`,
    ]);
    expect(distFaults(fixture({ ...clean, 'app-shell.html': '<html></html>' }), AUTH)[0]).toMatch(
      /no Content-Security-Policy/,
    );
  });
});
