/**
 * Runs the hourly order-expiry job once, by hand: the same `cancelStaleOrders` the scheduled
 * function `cancelStaleOrdersHourly` runs (functions/src/orders/stale-orders.ts; decisions 008
 * and 011). It cancels Pending orders still unpaid after `staleOrderHours`, and UPI payments
 * claimed (a UTR given) but not confirmed by the owner within `claimExpiryHours`, putting their
 * stock back, and prints what it cancelled and what it looked at and kept.
 *
 *   npm run expire-orders                                   the local emulators, as of now
 *   npm run expire-orders -- --at 2026-12-01T09:00:00+05:30  as if the job ran at that moment
 *   npm run expire-orders -- --real --project my-shop-id     a real project (Application Default
 *                                                           Credentials, as `npm run seed`)
 *
 * Against the emulators it uses FIRESTORE_EMULATOR_HOST (default 127.0.0.1:8080) and the
 * project of .firebaserc (demo-karad-organic), like `npm run seed`. `--at` lets a developer (or
 * the owner trying the shop locally) see what the job will do days from now without waiting;
 * it exits with an error on a time it cannot read. Touching a real project needs both --real
 * and --project on purpose.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultProjectId } from './lib/project.js';

/** An ISO 8601 date and time (`2026-12-01`, `2026-12-01T09:00`, `…T03:30:00Z`, `…+05:30`). */
const ISO = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

export function parseAt(text: string | undefined, now = new Date()): Date {
  if (text === undefined) return now;
  const at = new Date(text.trim());
  if (!ISO.test(text.trim()) || Number.isNaN(at.getTime()))
    throw new Error(
      `--at "${text}" is not an ISO time. Use e.g. --at 2026-12-01T09:00:00+05:30 (or …Z for UTC).`,
    );
  return at;
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      at: { type: 'string' },
      real: { type: 'boolean', default: false },
      project: { type: 'string' },
    },
  });
  const at = parseAt(values.at);
  const projectId = values.project ?? process.env['GCLOUD_PROJECT'] ?? defaultProjectId();
  if (values.real) {
    if (!values.project) throw new Error('--real needs --project <your-firebase-project-id>.');
    if (process.env['FIRESTORE_EMULATOR_HOST'])
      throw new Error('FIRESTORE_EMULATOR_HOST is set, which contradicts --real. Unset it first.');
    process.env['GOOGLE_CLOUD_QUOTA_PROJECT'] ??= projectId;
  } else {
    if (!projectId.startsWith('demo-'))
      throw new Error(`Refusing to change "${projectId}" without --real: the emulators use a demo- project.`);
    process.env['FIRESTORE_EMULATOR_HOST'] ??= '127.0.0.1:8080';
  }
  // The API's Firestore app takes its project from the environment (functions/src/lib/firestore.ts).
  process.env['GCLOUD_PROJECT'] = projectId;
  process.env['GOOGLE_CLOUD_PROJECT'] = projectId;

  const { cancelStaleOrders } = await import('../functions/src/orders/stale-orders.js');
  const target = values.real
    ? `project ${projectId}`
    : `the emulator ${process.env['FIRESTORE_EMULATOR_HOST']} (${projectId})`;
  console.log(`Expiring orders in ${target} as of ${at.toISOString()}…`);
  const { cancelled, skipped } = await cancelStaleOrders({ now: at });
  console.log(
    cancelled.length === 0
      ? 'Cancelled: none.'
      : `Cancelled ${cancelled.length} (stock back on sale): ${cancelled.join(', ')}`,
  );
  console.log(
    skipped.length === 0
      ? 'Skipped: none.'
      : `Skipped ${skipped.length} (paid, cash on delivery, claimed recently, or moved meanwhile): ${skipped.join(', ')}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    // The Firestore client keeps the process alive; the job is done.
    () => process.exit(0),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(message);
      if (/ECONNREFUSED|UNAVAILABLE/.test(message) && !process.argv.includes('--real'))
        console.error(
          `No Firestore emulator answers at ${process.env['FIRESTORE_EMULATOR_HOST']}: start the shop (npm start) first, or set FIRESTORE_EMULATOR_HOST.`,
        );
      process.exit(1);
    },
  );
}
