import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolateLockfile, type Lockfile, type Manifest } from './functions-lock.js';
import { FUNCTIONS_LOCK, functionsLockState, staleLockfileFault } from './functions-lock-state.js';
import { ROOT } from './project.js';

/*
 * A workspace where functions/ needs express 5 while the root has express 4 (for another tool),
 * and a library of functions' needs express 4: the isolated tree must hoist express 5 and nest
 * express 4 (and its own qs) under that library, as Node would find them in the workspace.
 */
const manifest: Manifest = {
  name: 'functions',
  dependencies: { express: '^5.0.0', lib: '^1.0.0' },
  devDependencies: { typescript: '^5.0.0' },
  engines: { node: '22' },
};
const rootLock: Lockfile = {
  name: 'shop',
  lockfileVersion: 3,
  requires: true,
  packages: {
    '': { name: 'shop', workspaces: ['functions'], devDependencies: { tool: '^1.0.0' } },
    functions: { dependencies: manifest.dependencies, devDependencies: manifest.devDependencies },
    'functions/node_modules/express': {
      version: '5.0.0',
      integrity: 'sha512-e5',
      dependencies: { debug: '^1.0.0', qs: '^2.0.0' },
    },
    'functions/node_modules/qs': { version: '2.0.0', integrity: 'sha512-q2' },
    'node_modules/debug': { version: '1.0.0', integrity: 'sha512-d1', dev: true },
    'node_modules/express': {
      version: '4.0.0',
      integrity: 'sha512-e4',
      dev: true,
      dependencies: { qs: '^1.0.0' },
    },
    'node_modules/functions': { resolved: 'functions', link: true },
    'node_modules/lib': {
      version: '1.0.0',
      integrity: 'sha512-l1',
      license: 'MIT',
      dependencies: { express: '^4.0.0' },
      optionalDependencies: { fsevents: '^2.0.0' },
      peerDependencies: { peerthing: '^1.0.0', 'optional-peer': '^1.0.0' },
      peerDependenciesMeta: { 'optional-peer': { optional: true } },
    },
    'node_modules/optional-peer': { version: '1.0.0', integrity: 'sha512-o1', dev: true },
    'node_modules/peerthing': { version: '1.0.0', integrity: 'sha512-p1', peer: true },
    'node_modules/qs': { version: '1.0.0', integrity: 'sha512-q1', dev: true },
    'node_modules/tool': {
      version: '1.0.0',
      integrity: 'sha512-t1',
      dev: true,
      dependencies: { express: '^4.0.0' },
    },
    'node_modules/typescript': { version: '5.0.0', integrity: 'sha512-ts', dev: true },
  },
};

describe('the functions lockfile cut from the workspace lock', () => {
  const lock = isolateLockfile(rootLock, 'functions', manifest);

  it('holds exactly what functions/ resolves, where Node finds the same versions', () => {
    const versions = Object.fromEntries(
      Object.entries(lock.packages).map(([path, entry]) => [path, entry.version]),
    );
    expect(versions).toEqual({
      '': undefined,
      'node_modules/debug': '1.0.0',
      'node_modules/express': '5.0.0',
      'node_modules/lib': '1.0.0',
      'node_modules/lib/node_modules/express': '4.0.0',
      'node_modules/lib/node_modules/qs': '1.0.0',
      'node_modules/peerthing': '1.0.0',
      'node_modules/qs': '2.0.0',
      'node_modules/typescript': '5.0.0',
    });
    expect(lock.packages['']).toEqual(manifest);
    expect(lock.packages['node_modules/lib']!.license).toBe('MIT');
  });

  it("recomputes npm's flags for the stand-alone tree (what `npm ci --omit=dev` leaves out)", () => {
    const flagged = Object.entries(lock.packages)
      .filter(([, e]) => e.dev || e.optional || e.devOptional || e.peer)
      .map(([path, e]) => [path, { dev: e.dev, peer: e.peer }]);
    expect(flagged).toEqual([
      ['node_modules/peerthing', { dev: undefined, peer: true }],
      ['node_modules/typescript', { dev: true, peer: undefined }],
    ]);
  });

  it('never lets a package it places hide the version a neighbour already found', () => {
    // a's own m and n (older than functions' m and n) need different x: m finds x 2 at the root,
    // so n's x 1 must not go into a's node_modules, where m would find it first.
    const deps = { a: '^1.0.0', m: '^2.0.0', n: '^2.0.0' };
    const entry = (version: string, dependencies?: Record<string, string>) => ({
      version,
      integrity: `sha512-${version}`,
      ...(dependencies && { dependencies }),
    });
    const isolated = isolateLockfile(
      {
        lockfileVersion: 3,
        packages: {
          '': { workspaces: ['functions'] },
          functions: { dependencies: deps },
          'node_modules/a': entry('1.0.0', { m: '^1.0.0', n: '^1.0.0' }),
          'node_modules/a/node_modules/m': entry('1.0.0', { x: '^2.0.0' }),
          'node_modules/a/node_modules/n': entry('1.0.0', { x: '^1.0.0' }),
          'node_modules/a/node_modules/n/node_modules/x': entry('1.0.0'),
          'node_modules/m': entry('2.0.0'),
          'node_modules/n': entry('2.0.0'),
          'node_modules/x': entry('2.0.0'),
        },
      },
      'functions',
      { name: 'functions', dependencies: deps },
    );
    expect(Object.keys(isolated.packages)).toContain('node_modules/a/node_modules/n/node_modules/x');
    expect(isolated.packages['node_modules/x']!.version).toBe('2.0.0');
    expect(isolated.packages['node_modules/a/node_modules/x']).toBeUndefined();
  });

  it('refuses a root lock that is behind functions/package.json', () => {
    expect(() =>
      isolateLockfile(rootLock, 'functions', {
        ...manifest,
        dependencies: { ...manifest.dependencies, zod: '^4' },
      }),
    ).toThrow(/run `npm install` first/);
    const { ['node_modules/debug']: _gone, ...packages } = rootLock.packages;
    expect(() => isolateLockfile({ ...rootLock, packages }, 'functions', manifest)).toThrow(
      /needs debug, which the root package-lock.json does not have/,
    );
  });

  it('reads a checkout: no functions lockfile, a stale one, the current one', () => {
    const root = mkdtempSync(join(tmpdir(), 'functions-lock-test-'));
    try {
      mkdirSync(join(root, 'functions'));
      writeFileSync(join(root, 'package-lock.json'), JSON.stringify(rootLock));
      writeFileSync(join(root, 'functions/package.json'), JSON.stringify(manifest));
      const fault = () => {
        const { expected, committed } = functionsLockState(root);
        return staleLockfileFault(expected, committed, FUNCTIONS_LOCK);
      };
      expect(fault()).toMatch(/is missing/);
      const { expected } = functionsLockState(root);
      writeFileSync(join(root, FUNCTIONS_LOCK), expected.replace('"5.0.0"', '"5.0.1"'));
      expect(fault()).toMatch(/does not match/);
      writeFileSync(join(root, FUNCTIONS_LOCK), expected);
      expect(fault()).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('fails the deploy when the committed lockfile is missing or stale', () => {
    expect(staleLockfileFault('{}', null, FUNCTIONS_LOCK)).toMatch(/functions\/package-lock.json is missing/);
    expect(staleLockfileFault('{"a":1}', '{"a":2}', FUNCTIONS_LOCK)).toMatch(
      /does not match .*npm run lock:functions/,
    );
    expect(staleLockfileFault('{}', '{}', FUNCTIONS_LOCK)).toBeNull();
  });
});

describe('this repository', () => {
  it('commits the functions lockfile that its root lock gives (else: npm run lock:functions)', () => {
    const { expected, committed } = functionsLockState(ROOT);
    expect(staleLockfileFault(expected, committed, FUNCTIONS_LOCK)).toBeNull();
  });
});
