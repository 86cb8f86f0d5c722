import type { LockEntry, Manifest } from './functions-lock.js';

/** The lock's own entry for the package: what npm copies from its package.json. */
export function rootEntry(manifest: Manifest): LockEntry {
  const fields = [
    'name',
    'version',
    'license',
    'dependencies',
    'devDependencies',
    'optionalDependencies',
    'peerDependencies',
    'engines',
  ];
  return Object.fromEntries(
    fields
      .filter((field) => manifest[field as keyof Manifest] !== undefined)
      .map((field) => [field, manifest[field as keyof Manifest]]),
  );
}
