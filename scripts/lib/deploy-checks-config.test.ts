import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  firebaseJsonFaults,
  functionsConfigs,
  functionsEnvFaults,
  indexFaults,
  rulesFaults,
  seedSettingsFaults,
} from './deploy-checks-config.js';
import { firebaseJson, fixture, repoJson } from './deploy-checks-fixtures.js';
import { siteBundleFaults } from './deploy-checks-web.js';
import { ROOT } from './project.js';
import { DEFAULT_SHOP_SETTINGS } from '../../functions/src/contract/settings.js';

/*
 * The configuration's checks (deploy-checks-config.ts): what a real shop must never start with
 * (with the site bundle's check, deploy-checks-web.ts's, which looks for the same samples), and
 * firebase-tools' offline validation of firebase.json, the indexes and the rules.
 */

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
        // The Marathi pages' build (docs/decisions/016), beside the English one.
        'server/mr/entry-server.mjs': 'export {}',
        'server/mr/template.html': '<html lang="mr"></html>',
        'server/mr/manifest.json': '{}',
        'dist/mr/app-shell.html': '<html lang="mr"></html>',
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
