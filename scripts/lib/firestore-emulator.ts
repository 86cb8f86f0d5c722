/**
 * Which Firestore emulator the stack runs (scripts/lib/stack.ts), and the options of its JVM.
 *
 * Firestore comes from one of two places, chosen automatically (override with
 * FIRESTORE_EMULATOR=cloud-sdk|firebase-tools):
 *  - firebase-tools' own Firestore emulator, which needs Java 21 or newer (and downloads its JAR
 *    once, so it needs the internet the first time);
 *  - Google's Cloud SDK emulator (Debian/Ubuntu package google-cloud-cli-firestore-emulator, or
 *    `gcloud components install cloud-firestore-emulator`), which runs offline on Java 17.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type FirestoreEmulator =
  { kind: 'firebase-tools'; java: number } | { kind: 'cloud-sdk'; bin: string; java: number | null };

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

/**
 * The Firestore emulator's JVM: compiled by the quick tier only, with the single-threaded
 * collector. An emulator lives minutes to hours on a developer's machine or in a test run, never
 * long enough for the optimising compiler to pay for itself: over a test run this halves the
 * emulator's CPU time (docs/performance.md § The test suite) at the same speed of answers.
 */
export const EMULATOR_JVM_OPTIONS = [
  process.env['JAVA_TOOL_OPTIONS'],
  '-XX:TieredStopAtLevel=1',
  '-XX:+UseSerialGC',
]
  .filter(Boolean)
  .join(' ');
