import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  distFaults,
  driftFaults,
  functionsEnvFaults,
  seedSettingsFaults,
  siteBundleFaults,
  engineFaults,
  firebaseJsonFaults,
  firebaseToolsRuntimes,
  functionsConfigs,
  headerCspFaults,
  indexFaults,
  installedEdges,
  loadedFunctionFaults,
  MAIL_COLLECTION,
  MAIL_EXTENSION_ENV,
  mailExtensionFindings,
  parseExtensionEnv,
  rulesFaults,
  runtimeFaults,
  runtimeFindings,
  type FirebaseJson,
  type LoadedFunctions,
} from './deploy-checks.js';
import { ROOT } from './stack.js';
import { DEFAULT_SHOP_SETTINGS } from '../../functions/src/contract/settings.js';

const repoJson = <T>(path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
const firebaseJson = () => repoJson<FirebaseJson>('firebase.json');

const folders: string[] = [];
/** A temporary folder with these files in it, removed after the tests. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-check-test-'));
  folders.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the runtime guard', () => {
  const table = {
    nodejs20: { friendly: 'Node.js 20', deprecationDate: '2026-04-30', decommissionDate: '2026-10-30' },
    nodejs22: { friendly: 'Node.js 22', deprecationDate: '2027-04-30', decommissionDate: '2028-10-31' },
    nodejs24: { friendly: 'Node.js 24', deprecationDate: '2028-04-30', decommissionDate: '2028-10-31' },
  };
  const issueDay = new Date('2026-11-25');
  const findings = (runtime: string, day: string) => runtimeFindings([runtime], table, new Date(day));

  it("passes this repository's runtime (nodejs24) with firebase-tools' own table today, without a warning", () => {
    const runtimes = functionsConfigs(firebaseJson()).map((c) => c.runtime ?? '(none)');
    expect(runtimes).toEqual(['nodejs24']);
    expect(runtimeFindings(runtimes, firebaseToolsRuntimes(), new Date())).toEqual({
      faults: [],
      warnings: [],
    });
    expect(firebaseToolsRuntimes()['nodejs24']).toMatchObject({
      deprecationDate: '2028-04-30',
      decommissionDate: '2028-10-31',
    });
  });

  it('fails a decommissioned runtime (nodejs20 since 2026-10-30), in firebase-tools’ table too', () => {
    expect(runtimeFaults(['nodejs20'], table, issueDay)).toEqual([
      "Runtime Node.js 20 was decommissioned on 2026-10-30. Move firebase.json's runtime and functions/package.json's engines to a supported one (newest: nodejs24).",
    ]);
    expect(runtimeFaults(['nodejs20'], firebaseToolsRuntimes(), issueDay)[0]).toMatch(
      /decommissioned on 2026-10-30/,
    );
    expect(runtimeFindings(['nodejs22', 'nodejs24'], table, issueDay)).toEqual({ faults: [], warnings: [] });
  });

  it('warns from 90 days before the deprecation date, as firebase deploy does, without failing', () => {
    // nodejs22: deprecated 2027-04-30, so warned from 2027-01-30; nodejs24 from 2028-01-31.
    expect(findings('nodejs22', '2027-01-29')).toEqual({ faults: [], warnings: [] });
    expect(findings('nodejs22', '2027-01-30')).toEqual({
      faults: [],
      warnings: [
        "Runtime Node.js 22 is deprecated on 2027-04-30, in 90 days; deploys stop on 2028-10-31. Move firebase.json's runtime and functions/package.json's engines to a supported one (newest: nodejs24).",
      ],
    });
    expect(findings('nodejs22', '2027-06-01').warnings[0]).toMatch(
      /Node.js 22 was deprecated on 2027-04-30; deploys stop on 2028-10-31/,
    );
    expect(findings('nodejs24', '2028-01-30')).toEqual({ faults: [], warnings: [] });
    expect(findings('nodejs24', '2028-01-31').warnings[0]).toMatch(
      /^Runtime Node.js 24 is deprecated on 2028-04-30, in 90 days; deploys stop on 2028-10-31\. firebase-tools [\d.]+ knows no newer runtime: update it/,
    );
  });

  it('fails from 120 days before the decommission date, so CI breaks months before deploys do', () => {
    // 2028-07-03 is 120 days before 2028-10-31.
    expect(findings('nodejs24', '2028-07-02')).toMatchObject({ faults: [] });
    expect(findings('nodejs24', '2028-07-02').warnings).toHaveLength(1);
    expect(findings('nodejs24', '2028-07-03')).toEqual({
      faults: [expect.stringMatching(/^Runtime Node.js 24 is decommissioned on 2028-10-31, in 120 days\./)],
      warnings: [],
    });
    expect(runtimeFaults(['nodejs22'], table, new Date('2028-10-30'))[0]).toMatch(/in 1 days/);
    expect(runtimeFaults(['nodejs24'], table, new Date('2028-10-31'))[0]).toMatch(
      /was decommissioned on 2028-10-31/,
    );
  });

  it('fails a runtime firebase-tools does not know, and engines that disagree with it', () => {
    expect(runtimeFaults(['nodejs19'], table, issueDay)[0]).toMatch(/does not know/);
    expect(engineFaults('nodejs24', '24')).toEqual([]);
    expect(engineFaults('nodejs24', '22')[0]).toMatch(
      /engines.node is "22", but firebase.json's runtime is nodejs24/,
    );
    expect(engineFaults(undefined, '24')[0]).toMatch(/names no functions runtime/);
    const engines = repoJson<{ engines: { node: string } }>('functions/package.json').engines.node;
    expect(engineFaults(functionsConfigs(firebaseJson())[0]!.runtime, engines)).toEqual([]);
  });
});

describe('the new-order e-mail extension', () => {
  const env = () => readFileSync(join(ROOT, MAIL_EXTENSION_ENV), 'utf8');
  const withLine = (text: string, name: string, value: string | null) => {
    const line = new RegExp(`^${name.replace(/[./]/g, '\\$&')}=.*$`, 'm');
    return value === null ? text.replace(line, '') : text.replace(line, `${name}=${value}`);
  };
  const filled = () =>
    withLine(
      withLine(env(), 'SMTP_CONNECTION_URI', 'smtps://orders@karadorganic.in@smtp.example.net:465'),
      'DEFAULT_FROM',
      'Karad Organic <orders@karadorganic.in>',
    );

  it("is declared in firebase.json at a pinned version, for the API's mail collection in asia-south1", () => {
    expect(firebaseJson().extensions).toEqual({
      'firestore-send-email': 'firebase/firestore-send-email@0.2.7',
    });
    const { params } = parseExtensionEnv(env());
    expect(params).toMatchObject({
      MAIL_COLLECTION: 'mail',
      DATABASE: '(default)',
      DATABASE_REGION: 'asia-south1',
      'firebaseextensions.v1beta.function/location': 'asia-south1',
    });
    // The collection the API really writes.
    expect(readFileSync(join(ROOT, 'functions/src/mail/mail.repository.ts'), 'utf8')).toContain(
      `collection('${MAIL_COLLECTION}')`,
    );
  });

  it('passes the repository as it is, warning only that the owner’s SMTP settings are empty', () => {
    expect(mailExtensionFindings(firebaseJson(), env())).toEqual({
      faults: [],
      warnings: [
        "extensions/firestore-send-email.env: SMTP_CONNECTION_URI and DEFAULT_FROM are empty: fill in your mail provider's settings before `npm run deploy` (it refuses until then).",
      ],
    });
    expect(mailExtensionFindings(firebaseJson(), filled())).toEqual({ faults: [], warnings: [] });
  });

  it('fails an extension that is not declared, or not pinned to one version', () => {
    const { extensions: _extensions, ...undeclared } = firebaseJson();
    expect(mailExtensionFindings(undeclared, filled()).faults[0]).toMatch(
      /declares no "firestore-send-email" extension: new-order e-mails would never be sent/,
    );
    for (const ref of [
      'firebase/firestore-send-email',
      'firebase/firestore-send-email@latest',
      'firebase/firestore-send-email@^0.2.7',
    ])
      expect(
        mailExtensionFindings({ ...firebaseJson(), extensions: { 'firestore-send-email': ref } }, filled())
          .faults,
      ).toEqual([
        `firebase.json's "firestore-send-email" is "${ref}": pin it to one version, e.g. "firebase/firestore-send-email@0.2.7".`,
      ]);
  });

  it('fails parameters that miss the shop’s collection, database or location', () => {
    expect(mailExtensionFindings(firebaseJson(), undefined).faults).toEqual([
      "extensions/firestore-send-email.env is missing: firebase deploy reads the extension's parameters from it.",
    ]);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'DATABASE_REGION', 'nam5')).faults,
    ).toEqual([
      'extensions/firestore-send-email.env: DATABASE_REGION is "nam5", not asia-south1 (the location of the shop\'s Firestore database).',
    ]);
    expect(
      mailExtensionFindings(
        firebaseJson(),
        withLine(filled(), 'firebaseextensions.v1beta.function/location', null),
      ).faults,
    ).toEqual([
      "extensions/firestore-send-email.env: firebaseextensions.v1beta.function/location is null, not asia-south1 (where the extension's function runs).",
    ]);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'MAIL_COLLECTION', 'emails')).faults[0],
    ).toMatch(/MAIL_COLLECTION is "emails", not mail/);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'TTL_EXPIRE_VALUE', null)).faults,
    ).toEqual([
      'extensions/firestore-send-email.env does not name TTL_EXPIRE_VALUE, which the extension requires.',
    ]);
  });

  it('fails a password written into the file, and malformed SMTP settings', () => {
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'SMTP_PASSWORD', 'hunter2')).faults[0],
    ).toMatch(/SMTP_PASSWORD must name a Secret Manager secret .* never the password itself/);
    expect(
      mailExtensionFindings(
        firebaseJson(),
        withLine(
          filled(),
          'SMTP_CONNECTION_URI',
          'smtps://orders@karadorganic.in:hunter2@smtp.example.net:465',
        ),
      ).faults,
    ).toEqual([
      'extensions/firestore-send-email.env: SMTP_CONNECTION_URI holds a password: remove it (the first deploy asks for it and keeps it in Secret Manager).',
    ]);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'SMTP_CONNECTION_URI', 'smtp.example.net'))
        .faults[0],
    ).toMatch(/SMTP_CONNECTION_URI "smtp.example.net" is not smtps:\/\/user@host:port/);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'DEFAULT_FROM', 'Karad Organic')).faults[0],
    ).toMatch(/DEFAULT_FROM "Karad Organic" is not an address/);
    expect(
      mailExtensionFindings(firebaseJson(), withLine(filled(), 'DEFAULT_FROM', 'orders@karadorganic.in'))
        .faults,
    ).toEqual([]);
  });
  it("refuses the README's example SMTP settings: they are samples, not the farm's", () => {
    const readme = withLine(
      withLine(env(), 'SMTP_CONNECTION_URI', 'smtps://orders@yourfarm.in@smtp.example.com:465'),
      'DEFAULT_FROM',
      'Karad Organic <orders@yourfarm.in>',
    );
    expect(mailExtensionFindings(firebaseJson(), readme).faults).toEqual([
      'extensions/firestore-send-email.env: SMTP_CONNECTION_URI is still the README\'s example ("smtps://orders@yourfarm.in@smtp.example.com:465"): use your mail provider\'s settings.',
      'extensions/firestore-send-email.env: DEFAULT_FROM is still the README\'s example ("Karad Organic <orders@yourfarm.in>"): use your mail provider\'s settings.',
    ]);
  });
});

describe('sample details a real shop must never start with (issue 23 §3)', () => {
  it('passes the settings a real shop is seeded with: no UPI id until the owner sets one', () => {
    expect(seedSettingsFaults(DEFAULT_SHOP_SETTINGS)).toEqual([]);
  });

  it('fails seed settings that name a sample or malformed UPI id', () => {
    const withUpi = (id: string, payeeName = 'Karad Organic Farm') => ({
      ...DEFAULT_SHOP_SETTINGS,
      upi: { id, payeeName },
    });
    expect(seedSettingsFaults(withUpi('sample@upi', 'Karad Organic (sample)'))[0]).toMatch(
      /seeded with name a sample UPI id \("sample@upi"\)/,
    );
    expect(seedSettingsFaults(withUpi('not-a-vpa'))[0]).toMatch(/invalid UPI id/);
    expect(seedSettingsFaults(withUpi('karadorganicfarm@oksbi'))).toEqual([]);
  });

  it('fails a functions/.env the functions would refuse at start, such as the retired SITE_URL', () => {
    expect(functionsEnvFaults(undefined)).toEqual([]);
    expect(functionsEnvFaults('# the shop\nWRITE_RATE_LIMIT_PER_MINUTE=120\n')).toEqual([]);
    expect(functionsEnvFaults('SITE_URL=https://karadorganic.in\n')[0]).toMatch(
      /^functions\/\.env: .*SITE_URL is no longer read/s,
    );
    expect(functionsEnvFaults('FIRESTORE_DEADLINE_MS="30000"')[0]).toMatch(
      /FIRESTORE_DEADLINE_MS must be at most 9000/,
    );
  });

  it("fails a site bundle without firebase.json's security headers, or with a local build's", () => {
    const bundle = (headers: Record<string, string> | undefined) =>
      fixture({
        'server/entry-server.mjs': 'export {}',
        'server/template.html': '<html></html>',
        'server/manifest.json': '{}',
        ...(headers ? { 'server/security-headers.json': JSON.stringify(headers) } : {}),
        'dist/app-shell.html': '<html></html>',
      });
    const faultsOf = (dir: string) => siteBundleFaults(join(dir, 'server'), join(dir, 'dist'));
    const csp = "default-src 'self'; connect-src 'self'; frame-ancestors 'none'";
    expect(faultsOf(bundle({ 'Content-Security-Policy': csp }))).toEqual([]);
    expect(faultsOf(bundle(undefined))[0]).toMatch(/security-headers\.json has no Content-Security-Policy/);
    expect(
      faultsOf(bundle({ 'Content-Security-Policy': `${csp}; frame-src http://127.0.0.1:9099` }))[0],
    ).toMatch(/names a local address/);
  });
});

describe("firebase-tools' offline validation", () => {
  it('passes firebase.json and firestore.indexes.json', () => {
    expect(firebaseJsonFaults(firebaseJson(), ROOT)).toEqual([]);
    expect(indexFaults(repoJson('firestore.indexes.json'))).toEqual([]);
  });

  it('fails what firebase-tools would reject', () => {
    const config = firebaseJson();
    const functions = functionsConfigs(config);
    functions[0]!.runtime = 'nodejs99';
    expect(firebaseJsonFaults(config, ROOT).join('\n')).toMatch(/\/functions\/0\/runtime.*allowed values/);
    expect(firebaseJsonFaults({ ...firebaseJson(), extensions: { mail: 42 } }, ROOT)).toEqual([
      `firebase.json's extensions.mail is 42, not "publisher/name@version".`,
    ]);
    expect(firebaseJsonFaults({ ...firebaseJson(), hostng: {} }, ROOT).join('\n')).toMatch(
      /unknown property.*hostng/,
    );
    expect(
      indexFaults({
        indexes: [
          { collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'a', order: 'UP' }] },
        ],
      })[0],
    ).toMatch(/must be one of ASCENDING, DESCENDING/);
  });

  it('reports every issue the emulator found in the rules', () => {
    expect(rulesFaults({})).toEqual([]);
    expect(
      rulesFaults({ issues: [{ description: 'Invalid method name: reed.', sourcePosition: { line: 18 } }] }),
    ).toEqual(['firestore.rules line 18: Invalid method name: reed.']);
  });
});

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
    'assets/index-abc.js': 'console.log("shop")',
    'assets/index-abc.css': 'body{}',
    'robots.txt':
      'User-agent: *\nAllow: /\nDisallow: /cart\n\nSitemap: https://karadorganic.in/sitemap.xml\n',
  };

  it('passes a clean build', () => {
    expect(distFaults(fixture(clean), AUTH)).toEqual([]);
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
      'assets/emulator-hooks-x1.js carries the emulator test hooks (lib/emulator-hooks.ts).',
    ]);
    expect(
      distFaults(fixture({ ...clean, 'assets/index-abc.js': 'window.__emulatorSignInWithGoogle=1' }), AUTH),
    ).toEqual(['assets/index-abc.js carries the emulator test hooks (lib/emulator-hooks.ts).']);
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

describe('the functions install', () => {
  const tree = (bVersion: string) =>
    fixture({
      'package.json': JSON.stringify({ dependencies: { a: '^1' }, devDependencies: { t: '^1' } }),
      'node_modules/a/package.json': JSON.stringify({ version: '1.0.0', dependencies: { b: '^2' } }),
      'node_modules/b/package.json': JSON.stringify({ version: bVersion }),
    });

  it('finds the versions Node finds, and says where two installs differ', () => {
    const tested = tree('2.0.0');
    const edges = installedEdges(tested, tested);
    expect([...edges]).toEqual(['(functions) → a@1.0.0', 'a@1.0.0 → b@2.0.0']);
    expect(driftFaults(edges, installedEdges(tested, tested))).toEqual([]);
    const drifted = tree('2.1.0');
    expect(driftFaults(edges, installedEdges(drifted, drifted))).toEqual([
      'Deployed install differs from the tested one: lacks a@1.0.0 → b@2.0.0',
      'Deployed install differs from the tested one: has a@1.0.0 → b@2.1.0',
    ]);
  });

  it('expects the api and site functions where Hosting sends requests, loaded on the runtime’s Node', () => {
    const config = firebaseJson();
    const loaded = (exports: LoadedFunctions['exports'], node = 'v24.11.1'): LoadedFunctions => ({
      node,
      exports,
    });
    const api = { platform: 'gcfv2', region: ['asia-south1'], httpsTrigger: {} };
    const site = api;
    expect(loadedFunctionFaults(loaded({ api, site }), config, '24')).toEqual([]);
    expect(loadedFunctionFaults(loaded({ api, site }, 'v22.23.3'), config, '24')[0]).toMatch(
      /not on the runtime's Node 24/,
    );
    expect(loadedFunctionFaults(loaded({}), config, '24')).toEqual([
      'Hosting rewrites /api/** to "api", which the built functions do not export.',
      'Hosting rewrites ** to "site", which the built functions do not export.',
    ]);
    expect(
      loadedFunctionFaults(loaded({ api: { ...api, region: ['us-central1'] }, site }), config, '24'),
    ).toEqual(['Hosting sends /api/** to asia-south1, but "api" runs in us-central1.']);
  });
});
