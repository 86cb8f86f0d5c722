/**
 * Loads the seed data into Firestore.
 *
 *   npm run seed                                   the local emulator (FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080)
 *   npm run seed -- --real --project my-shop-id    a real Firebase project, with Application Default
 *                                                  Credentials (gcloud auth application-default login,
 *                                                  or GOOGLE_APPLICATION_CREDENTIALS=service-account.json)
 *   npm run migrate [-- --real --project …]        only the migrations (runMigrations): stored documents
 *                                                  take today's shape; the catalogue is left alone
 *
 * Writing to a real project needs both flags on purpose: a typo must never touch live data.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { runMigrations } from '../../functions/src/migrations/migrations.js';
import { seedDatabase, type SeedOptions } from './seed.js';

function defaultProject(): string {
  const rc = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../.firebaserc', import.meta.url)), 'utf8'),
  ) as {
    projects: { default: string };
  };
  return rc.projects.default;
}

/**
 * What a seed writes besides the catalogue: on the emulators (a demo- project, never `--real`) the
 * sample stories and the demo payment (docs/decisions/011, addendum); on a real project neither.
 */
export function seedOptionsFor({ real, projectId }: { real: boolean; projectId: string }): SeedOptions {
  const emulators = !real && projectId.startsWith('demo-');
  return { samples: emulators, demoPayment: emulators };
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      real: { type: 'boolean', default: false },
      project: { type: 'string' },
      'migrate-only': { type: 'boolean', default: false },
    },
  });
  const projectId = values.project ?? process.env['GCLOUD_PROJECT'] ?? defaultProject();

  if (values.real) {
    if (!values.project) throw new Error('--real needs --project <your-firebase-project-id>.');
    if (process.env['FIRESTORE_EMULATOR_HOST']) {
      throw new Error(
        'FIRESTORE_EMULATOR_HOST is set, which contradicts --real. Unset it to seed a real project.',
      );
    }
    // Google APIs called with a person's gcloud credentials bill a quota project: the shop's own.
    process.env['GOOGLE_CLOUD_QUOTA_PROJECT'] ??= projectId;
  } else {
    if (!projectId.startsWith('demo-')) {
      throw new Error(
        `Refusing to seed "${projectId}" without --real: emulator seeding uses a demo- project id.`,
      );
    }
    process.env['FIRESTORE_EMULATOR_HOST'] ??= '127.0.0.1:8080';
  }

  const app = initializeApp({ projectId }, 'seed');
  const db = getFirestore(app);
  const target = values.real
    ? `project ${projectId}`
    : `emulator ${process.env['FIRESTORE_EMULATOR_HOST']} (${projectId})`;
  if (!values['migrate-only']) {
    const summary = await seedDatabase(db, seedOptionsFor({ real: values.real, projectId }));
    console.log(
      `Seeded ${target}: ${summary.products} products, ${summary.blogPosts} blog posts, ${summary.testimonials} testimonials.`,
    );
    if (values.real)
      console.log(
        'The sample blog posts and testimonials stay on the emulators: write your own stories in the back office (Blog).',
      );
    else
      console.log(
        'Demo payment on: cash on delivery to any address the farm delivers to, labelled as a demo at checkout (emulators only).',
      );
  }
  // Older stored documents (e.g. reviews that carried their author's uid) take today's shape.
  const migrated = await runMigrations(db);
  console.log(
    `Migrated ${target}: ${migrated.reviews} reviews and ${migrated.testimonials} testimonials to today's shape.`,
  );
  await db.terminate();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
