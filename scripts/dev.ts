/**
 * `npm run dev`: the emulators as in `npm start`, plus Vite's dev server with hot reload at
 * http://127.0.0.1:5173 (its /api is proxied to the Functions emulator) and `tsc --watch` on the
 * API, which the Functions emulator reloads on every change.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { seedEmulator } from './lib/seed-stack.js';
import { describeFirestore } from './lib/firestore-emulator.js';
import { ROOT, defaultProjectId, run } from './lib/project.js';
import { startStack, type Stack } from './lib/stack.js';
import { assertPortsFree, configuredPorts, webEmulatorEnv } from './lib/stack-config.js';

const projectId = defaultProjectId();
const ports = configuredPorts();
const children: ChildProcess[] = [];
let stack: Stack | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function main() {
  await assertPortsFree(ports);
  run('npm', ['run', 'build', '--workspace', 'functions', '--silent']);
  stack = await startStack({ name: 'dev', projectId, ports, only: ['auth', 'functions'] });
  await seedEmulator(projectId, stack.env['FIRESTORE_EMULATOR_HOST']!);
  console.log(`Firestore: ${describeFirestore(stack.firestore)}`);

  children.push(
    spawn('npx', ['tsc', '-p', 'functions/tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
      cwd: ROOT,
      stdio: 'inherit',
    }),
    spawn('npm', ['run', 'dev', '--workspace', 'web', '--', '--mode', 'emulator'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        // As web/build/build.ts: the future config loader's warning, not a problem of this one.
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        ...webEmulatorEnv(projectId, ports.auth, 'http://127.0.0.1:5173'),
        API_PROXY_TARGET: stack.functionsUrl,
      },
    }),
  );
  for (const child of children) child.on('exit', (code) => void shutdown(code ?? 0));
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
