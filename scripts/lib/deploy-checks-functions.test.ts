import { describe, expect, it } from 'vitest';
import { functionsConfigs } from './deploy-checks-config.js';
import { firebaseJson, fixture, repoJson } from './deploy-checks-fixtures.js';
import {
  driftFaults,
  engineFaults,
  firebaseToolsRuntimes,
  installedEdges,
  loadedFunctionFaults,
  runtimeFaults,
  runtimeFindings,
  type LoadedFunctions,
} from './deploy-checks-functions.js';

/*
 * The functions' checks (deploy-checks-functions.ts): the runtime guard, the installed dependencies
 * and the built API.
 */

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
