/**
 * Starts and stops the local emulator stack: a Firestore emulator plus the Auth, Functions and
 * Hosting emulators of firebase-tools. Used by `npm start`, `npm run dev` and the test suites.
 *
 * Which Firestore emulator runs is chosen in scripts/lib/firestore-emulator.ts; the ports and the
 * firebase.json the emulators read come from scripts/lib/stack-config.ts; each emulator runs in a
 * process group of its own (scripts/lib/process-groups.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chooseFirestoreEmulator,
  EMULATOR_JVM_OPTIONS,
  type FirestoreEmulator,
} from './firestore-emulator.js';
import { answers, killGroup, startManaged, stopManaged, waitFor, type Managed } from './process-groups.js';
import { ROOT } from './project.js';
import { writeConfig, type StackPorts } from './stack-config.js';

export const REGION = 'asia-south1';
const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

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
