/**
 * Starts and stops the local emulator stack: a Firestore emulator plus the Auth, Functions and
 * Hosting emulators of firebase-tools. Used by `npm start`, `npm run dev` and the test suites.
 *
 * Firestore comes from one of two places, chosen automatically (override with
 * FIRESTORE_EMULATOR=cloud-sdk|firebase-tools):
 *  - firebase-tools' own Firestore emulator, which needs Java 21 or newer (and downloads its JAR
 *    once, so it needs the internet the first time);
 *  - Google's Cloud SDK emulator (Debian/Ubuntu package google-cloud-cli-firestore-emulator, or
 *    `gcloud components install cloud-firestore-emulator`), which runs offline on Java 17.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, realpathSync, writeFileSync, readFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withAuthEmulator } from '../../web/build/security-headers.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const REGION = 'asia-south1';
const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

export interface StackPorts {
  auth: number;
  functions: number;
  firestore: number;
  hosting: number;
  hub: number;
  logging: number;
}

export type FirestoreEmulator =
  { kind: 'firebase-tools'; java: number } | { kind: 'cloud-sdk'; bin: string; java: number | null };

export interface StackOptions {
  projectId: string;
  ports: StackPorts;
  /** Folder Hosting serves: absolute, or relative to the project root. */
  hostingPublic?: string;
  /** Which firebase-tools emulators to run besides Firestore; [] runs Firestore alone. */
  only?: ('auth' | 'functions' | 'hosting')[];
  /** Extra environment for the emulators (and so for the function). */
  env?: Record<string, string>;
  /** Where emulator output goes; the default keeps it in .stack/<name>.log. */
  name: string;
  onLog?: (line: string) => void;
  /**
   * Runs once the emulators are up, before Hosting is first asked for a page (the seed): the page
   * that check renders makes the site function cache the catalogue it finds, empty before a seed.
   */
  prepare?: (env: Record<string, string>) => Promise<void>;
}

export interface Stack {
  ports: StackPorts;
  projectId: string;
  firestore: FirestoreEmulator;
  /** Environment that points firebase-admin and other clients at these emulators. */
  env: Record<string, string>;
  hostingUrl: string;
  functionsUrl: string;
  /**
   * Freezes (SIGSTOP) or thaws (SIGCONT) the Firestore emulator's process group: an outage that
   * keeps connections open and data in memory, for fault tests. With firebase-tools' own
   * Firestore emulator this freezes the whole firebase-tools group.
   */
  pauseFirestore(): void;
  resumeFirestore(): void;
  stop(): Promise<void>;
}

/** Reads the fixed ports of firebase.json's emulators block (what `npm start` uses). */
export function configuredPorts(): StackPorts {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { port: number }>;
  };
  const port = (name: string) => {
    const value = config.emulators[name]?.port;
    if (!value) throw new Error(`firebase.json has no emulators.${name}.port`);
    return value;
  };
  return {
    auth: port('auth'),
    functions: port('functions'),
    firestore: port('firestore'),
    hosting: port('hosting'),
    hub: port('hub'),
    logging: port('logging'),
  };
}

export function defaultProjectId(): string {
  const rc = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as { projects: { default: string } };
  return rc.projects.default;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function freePorts(): Promise<StackPorts> {
  const ports: number[] = [];
  while (ports.length < 6) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const [auth, functions, firestore, hosting, hub, logging] = ports as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { auth, functions, firestore, hosting, hub, logging };
}

async function portInUse(port: number): Promise<boolean> {
  return new Promise((resolveInUse) => {
    const server = createServer();
    server.once('error', () => resolveInUse(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveInUse(false)));
  });
}

export async function assertPortsFree(ports: StackPorts): Promise<void> {
  const taken: string[] = [];
  for (const [name, port] of Object.entries(ports)) if (await portInUse(port)) taken.push(`${name} ${port}`);
  if (taken.length > 0) {
    throw new Error(
      `These ports are already in use: ${taken.join(', ')}. Is another \`npm start\` still running? ` +
        'Stop it (Ctrl-C) or free the ports, then try again.',
    );
  }
}

function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0_…".
  return major === 1 ? Number(match[2]) : major;
}

function findCloudSdkEmulator(): string | null {
  const relative = join('platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator');
  const candidates = [
    process.env['CLOUD_FIRESTORE_EMULATOR_BIN'],
    '/usr/lib/google-cloud-sdk/' + relative,
    '/usr/share/google-cloud-sdk/' + relative,
    '/opt/google-cloud-sdk/' + relative,
    '/opt/homebrew/share/google-cloud-sdk/' + relative,
    '/usr/local/share/google-cloud-sdk/' + relative,
    process.env['HOME'] ? join(process.env['HOME'], 'google-cloud-sdk', relative) : undefined,
  ];
  const gcloud = spawnSync('sh', ['-c', 'command -v gcloud'], { encoding: 'utf8' }).stdout.trim();
  if (gcloud) candidates.push(join(dirname(dirname(realpathSync(gcloud))), relative));
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

export function chooseFirestoreEmulator(): FirestoreEmulator {
  return decideFirestoreEmulator({
    wanted: process.env['FIRESTORE_EMULATOR'],
    java: javaMajorVersion(),
    cloudSdk: findCloudSdkEmulator(),
  });
}

/**
 * firebase-tools' own emulator on Java 21+ (the Firebase default), Google's Cloud SDK emulator
 * below that; FIRESTORE_EMULATOR=cloud-sdk|firebase-tools overrides. Throws with what to install.
 */
export function decideFirestoreEmulator({
  wanted,
  java,
  cloudSdk,
}: {
  wanted: string | undefined;
  java: number | null;
  cloudSdk: string | null;
}): FirestoreEmulator {
  if (wanted && wanted !== 'cloud-sdk' && wanted !== 'firebase-tools') {
    throw new Error(`FIRESTORE_EMULATOR must be cloud-sdk or firebase-tools, not "${wanted}".`);
  }
  if (java === null) {
    throw new Error(
      'The Firestore emulator needs Java (17 or newer). Install a JDK, e.g. `apt-get install openjdk-17-jre-headless`.',
    );
  }
  if (wanted === 'cloud-sdk' || (wanted !== 'firebase-tools' && java < 21)) {
    if (cloudSdk) return { kind: 'cloud-sdk', bin: cloudSdk, java };
    if (wanted === 'cloud-sdk')
      throw new Error('FIRESTORE_EMULATOR=cloud-sdk, but cloud_firestore_emulator was not found.');
    throw new Error(
      `firebase-tools' Firestore emulator needs Java 21+, and this machine has Java ${java}. Either install Java 21+, ` +
        'or install Google’s emulator: `apt-get install google-cloud-cli-firestore-emulator` ' +
        '(or `gcloud components install cloud-firestore-emulator`). Set CLOUD_FIRESTORE_EMULATOR_BIN if it lives elsewhere.',
    );
  }
  if (java < 21)
    throw new Error(`FIRESTORE_EMULATOR=firebase-tools needs Java 21+, and this machine has Java ${java}.`);
  return { kind: 'firebase-tools', java };
}

export function describeFirestore(choice: FirestoreEmulator): string {
  return choice.kind === 'firebase-tools'
    ? `firebase-tools' Firestore emulator (Java ${choice.java})`
    : `Google Cloud SDK Firestore emulator, ${choice.bin} (Java ${choice.java ?? '?'})`;
}

/** A child in its own process group, so that stopping it also stops what it started (java, node). */
interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Process groups still running; if this process exits without stopping them, they go with it. */
const liveGroups = new Set<number>();
process.once('exit', () => {
  for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
});

function startManaged(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Managed {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid !== undefined) liveGroups.add(child.pid);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(`[${name}] ${line}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return { name, child, exited };
}

async function stopManaged(managed: Managed, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  const pid = managed.child.pid;
  if (pid === undefined || managed.child.exitCode !== null || managed.child.signalCode !== null) {
    // The leader is gone, but its group (e.g. java under the wrapper script) may not be.
    if (pid !== undefined) killGroup(pid, 'SIGKILL');
    return;
  }
  killGroup(pid, signal);
  const timedOut = await Promise.race([
    managed.exited.then(() => false),
    new Promise<boolean>((r) => setTimeout(() => r(true), graceMs)),
  ]);
  if (timedOut) killGroup(pid, 'SIGKILL');
  // Stragglers that outlived the leader.
  killGroup(pid, 'SIGKILL');
  liveGroups.delete(pid);
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, managed: Managed[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const m of managed) {
      if (m.child.exitCode !== null)
        throw new Error(`${m.name} exited (code ${m.child.exitCode}) before ${what} was ready.`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out after ${timeoutMs / 1000}s waiting for ${what}.`);
}

const answers = (url: string, ok: (status: number, body: string) => boolean) => async () => {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return ok(response.status, await response.text());
};

export { withAuthEmulator };

interface HostingHeaders {
  source: string;
  headers: { key: string; value: string }[];
}

/** firebase.json with other ports (and Hosting folder), written for this stack only. */
function writeConfig(options: StackOptions): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { public: string; headers: HostingHeaders[] };
    emulators: Record<string, unknown>;
  };
  const { ports } = options;
  config.emulators = {
    ...config.emulators,
    auth: { host: '127.0.0.1', port: ports.auth },
    functions: { host: '127.0.0.1', port: ports.functions },
    firestore: { host: '127.0.0.1', port: ports.firestore },
    hosting: { host: '127.0.0.1', port: ports.hosting },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    // The test stack serves more than one project id (the rules suite uses its own), which
    // firebase-tools' Firestore emulator refuses in single-project mode.
    singleProjectMode: !options.name.startsWith('test'),
  };
  // firebase-tools joins `public` to the config's folder (the project root), even an absolute path.
  if (options.hostingPublic) config.hosting.public = relative(ROOT, resolve(ROOT, options.hostingPublic));
  for (const header of config.hosting.headers.flatMap((rule) => rule.headers))
    if (header.key === 'Content-Security-Policy')
      header.value = withAuthEmulator(header.value, `http://127.0.0.1:${ports.auth}`);
  // It must sit in the project root: firebase-tools resolves every path in it from its folder.
  const path = join(ROOT, `.firebase.${options.name}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/**
 * The Firestore emulator's JVM: compiled by the quick tier only, with the single-threaded
 * collector. An emulator lives minutes to hours on a developer's machine or in a test run, never
 * long enough for the optimising compiler to pay for itself: over a test run this halves the
 * emulator's CPU time (docs/performance.md § The test suite) at the same speed of answers.
 */
const EMULATOR_JVM_OPTIONS = [process.env['JAVA_TOOL_OPTIONS'], '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']
  .filter(Boolean)
  .join(' ');

export async function startStack(options: StackOptions): Promise<Stack> {
  const { ports, projectId } = options;
  const only = options.only ?? ['auth', 'functions', 'hosting'];
  const firestore = chooseFirestoreEmulator();
  mkdirSync(join(ROOT, '.stack'), { recursive: true });
  const logFile = join(ROOT, '.stack', `${options.name}.log`);
  writeFileSync(logFile, '');
  const logLines: string[] = [];
  const log = (line: string) => {
    logLines.push(line);
    if (logLines.length > 400) logLines.shift();
    options.onLog?.(line);
  };

  const emulatorEnv: Record<string, string> = {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_PROJECT: projectId,
    // There is no metadata server off Google Cloud: stop google-auth-library probing for one.
    METADATA_SERVER_DETECTION: 'none',
  };
  const managed: Managed[] = [];
  const stop = async () => {
    // firebase-tools shuts its emulators down cleanly on SIGINT; the Firestore wrapper on SIGTERM.
    for (const m of [...managed].reverse())
      await stopManaged(m, m.name === 'firebase' ? 'SIGINT' : 'SIGTERM', 10_000);
    writeFileSync(logFile, logLines.join('\n') + '\n');
  };

  try {
    if (firestore.kind === 'cloud-sdk') {
      const fs = startManaged(
        'firestore',
        firestore.bin,
        [
          'start',
          '--host=127.0.0.1',
          `--port=${ports.firestore}`,
          `--rules=${join(ROOT, 'firestore.rules')}`,
        ],
        { ...process.env, JAVA_TOOL_OPTIONS: EMULATOR_JVM_OPTIONS },
        log,
      );
      managed.push(fs);
      await waitFor(
        'the Firestore emulator',
        answers(`http://127.0.0.1:${ports.firestore}/`, (s) => s === 200),
        managed,
        60_000,
      );
    }

    const emulators = firestore.kind === 'firebase-tools' ? [...only, 'firestore'] : only;
    if (emulators.length === 0) {
      await options.prepare?.(emulatorEnv);
      return stackOf(options, firestore, emulatorEnv, managed, stop);
    }
    const configPath = writeConfig(options);
    // The cloud-sdk emulator is announced to firebase-tools (and through it to the function)
    // with FIRESTORE_EMULATOR_HOST; firebase-tools' own one sets that variable itself.
    // NODE_ENV=production as in Cloud Functions: the runtime's own error pages (e.g. for malformed
    // JSON, which it parses before our app runs) then carry no stack trace.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // firebase-tools' own Firestore emulator, when it is the one, is Java too.
      JAVA_TOOL_OPTIONS: EMULATOR_JVM_OPTIONS,
      NODE_ENV: 'production',
      ...options.env,
      GCLOUD_PROJECT: projectId,
      METADATA_SERVER_DETECTION: 'none',
    };
    if (firestore.kind === 'cloud-sdk')
      env['FIRESTORE_EMULATOR_HOST'] = emulatorEnv['FIRESTORE_EMULATOR_HOST'];
    else delete env['FIRESTORE_EMULATOR_HOST'];
    delete env['FIREBASE_AUTH_EMULATOR_HOST'];
    // `--only` never names `extensions`: firebase.json's e-mail extension is not emulated (the
    // Extensions emulator would download its source); the mails simply stay in `mail`.
    const firebase = startManaged(
      'firebase',
      FIREBASE_BIN,
      ['emulators:start', '--only', emulators.join(','), '--project', projectId, '--config', configPath],
      env,
      log,
    );
    managed.push(firebase);
    let ready = false;
    firebase.child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('All emulators ready')) ready = true;
    });
    await waitFor('the Firebase emulators', async () => ready, managed, 120_000);
    await options.prepare?.(emulatorEnv);
    if (only.includes('hosting')) {
      // Its first page starts the site function's worker: a minute on a machine busy with tests.
      await waitFor(
        'Hosting',
        answers(`http://127.0.0.1:${ports.hosting}/`, (s) => s === 200),
        managed,
        90_000,
      );
    }
  } catch (error) {
    await stop();
    const tail = logLines.slice(-40).join('\n');
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nLast emulator output:\n${tail}\n(full log: ${logFile})`,
    );
  }

  return stackOf(options, firestore, emulatorEnv, managed, stop);
}

function stackOf(
  { ports, projectId }: StackOptions,
  firestore: FirestoreEmulator,
  env: Record<string, string>,
  managed: Managed[],
  stop: () => Promise<void>,
): Stack {
  // The cloud-sdk emulator runs in a group of its own; firebase-tools' runs inside firebase's.
  const firestoreGroup = () =>
    managed.find((m) => m.name === 'firestore') ?? managed.find((m) => m.name === 'firebase');
  const signalFirestore = (signal: NodeJS.Signals) => {
    const pid = firestoreGroup()?.child.pid;
    if (pid !== undefined) killGroup(pid, signal);
  };
  return {
    ports,
    projectId,
    firestore,
    env,
    hostingUrl: `http://127.0.0.1:${ports.hosting}`,
    functionsUrl: `http://127.0.0.1:${ports.functions}/${projectId}/${REGION}/api`,
    pauseFirestore: () => signalFirestore('SIGSTOP'),
    resumeFirestore: () => signalFirestore('SIGCONT'),
    stop: async () => {
      // A frozen process cannot act on SIGTERM.
      signalFirestore('SIGCONT');
      await stop();
    },
  };
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

/**
 * The web app's build settings for a stack: the Auth emulator's address and the shop's own address
 * (the stack's Hosting, or Vite's dev server) are compiled in.
 */
export function webEmulatorEnv(projectId: string, authPort: number, siteUrl: string): Record<string, string> {
  return {
    VITE_SITE_URL: siteUrl,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    VITE_FIREBASE_APP_ID: 'demo-app-id',
    VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${authPort}`,
  };
}
