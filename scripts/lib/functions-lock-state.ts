/**
 * Whether the committed functions/package-lock.json is the one the root lock gives today
 * (functions-lock.ts cuts it): `npm run lock:functions` writes it, the deploy check refuses a stale
 * one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isolateLockfile, type Lockfile, type Manifest } from './functions-lock.js';

/** The lockfile as npm writes it: two-space JSON and a final newline. */
export const formatLockfile = (lock: Lockfile) => `${JSON.stringify(lock, null, 2)}\n`;

/**
 * Why the committed lockfile cannot be deployed (missing, or not what the root lock gives today),
 * or null when it is current.
 */
export function staleLockfileFault(expected: string, committed: string | null, path: string): string | null {
  const fix = 'Run `npm run lock:functions` and commit it.';
  if (committed === null) return `${path} is missing: Cloud Build would install unlocked versions. ${fix}`;
  if (committed !== expected)
    return `${path} does not match the versions in package-lock.json (the ones the tests ran). ${fix}`;
  return null;
}

export const FUNCTIONS_LOCK = 'functions/package-lock.json';

/** The functions lockfile that the root lock gives today, and the committed one (null if none). */
export function functionsLockState(root: string): { expected: string; committed: string | null } {
  const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown;
  const manifest = read('functions/package.json') as Manifest;
  const expected = formatLockfile(
    isolateLockfile(read('package-lock.json') as Lockfile, 'functions', manifest),
  );
  const path = join(root, FUNCTIONS_LOCK);
  return { expected, committed: existsSync(path) ? readFileSync(path, 'utf8') : null };
}
