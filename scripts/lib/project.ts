/**
 * This project on disk: its root folder, the Firebase project .firebaserc names as the default,
 * and running a command from the root. The scripts, the emulator stack and the tests share them.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function defaultProjectId(): string {
  const rc = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as { projects: { default: string } };
  return rc.projects.default;
}

/** Runs a command to completion with inherited output; throws when it fails. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  quiet = false,
): void {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    const output = quiet ? `\n${result.stdout ?? ''}${result.stderr ?? ''}` : '';
    throw new Error(
      `\`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).${output}`,
    );
  }
}
