/**
 * What the deploy checks' tests (scripts/lib/deploy-checks-*.test.ts) share: the repository's own
 * JSON files as the checks read them, and temporary folders of files for faulty fixtures, removed
 * after the tests of the file that made them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import type { FirebaseJson } from './deploy-checks-config.js';
import { ROOT } from './project.js';

export const repoJson = <T>(path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
export const firebaseJson = () => repoJson<FirebaseJson>('firebase.json');

const folders: string[] = [];
/** A temporary folder with these files in it, removed after the tests. */
export function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-check-test-'));
  folders.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
// At the top level, so each test file that imports this cleans up after itself: vitest gives every
// test file a module registry of its own.
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
