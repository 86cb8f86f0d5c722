/**
 * `npm start`: builds the API and the storefront, starts the emulator stack on the ports of
 * firebase.json, seeds the catalogue and prints where the shop is. Ctrl-C stops everything.
 */
import { describeFirestore } from './lib/firestore-emulator.js';
import { defaultProjectId, run } from './lib/project.js';
import { startStack, type Stack } from './lib/stack.js';
import { assertPortsFree, configuredPorts, webEmulatorEnv } from './lib/stack-config.js';
import { seedEmulator } from './lib/seed-stack.js';

const verbose = process.argv.includes('--verbose');
const projectId = defaultProjectId();
const ports = configuredPorts();

async function main() {
  await assertPortsFree(ports);
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  if (nodeMajor < 24) {
    console.log(
      `Note: this is Node.js ${process.versions.node}. The shop runs on it locally, but the deployed API runs on ` +
        'Node.js 24 (npm run deploy:check proves it there): install Node.js 24 to run it here as it runs live ' +
        '(README, "Prerequisites").',
    );
  }
  console.log('Building the API (functions/) …');
  run('npm', ['run', 'build', '--workspace', 'functions', '--silent']);
  console.log('Building the storefront (web/) …');
  run(
    'npm',
    ['run', 'build', '--workspace', 'web', '--silent', '--', '--mode', 'emulator', '--logLevel', 'warn'],
    {
      ...process.env,
      ...webEmulatorEnv(projectId, ports.auth, `http://127.0.0.1:${ports.hosting}`),
    },
  );

  console.log('Starting the emulators …');
  let stack: Stack | undefined;
  let seeded: Awaited<ReturnType<typeof seedEmulator>> | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the emulators …');
    await stack?.stop();
    console.log('Stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGHUP', () => void shutdown(0));

  try {
    stack = await startStack({
      name: 'start',
      projectId,
      ports,
      onLog: (line) => {
        // Errors, and the Auth emulator's phone sign-in codes ("… use the code 123456").
        if (verbose || /error|warn|⚠|use the code/i.test(line)) console.log(line);
      },
      // Before the first page is rendered, so that page already shows the seeded shop.
      prepare: async (env) => {
        seeded = await seedEmulator(projectId, env['FIRESTORE_EMULATOR_HOST']!);
      },
    });
    console.log(
      [
        '',
        '  Karad Organic is running on the Firebase emulators.',
        '',
        `  Shop        ${stack.hostingUrl}`,
        `  API         ${stack.hostingUrl}/api/products`,
        `  Auth        http://127.0.0.1:${ports.auth}  (Auth emulator: any phone number works; the code is printed below)`,
        `  Functions   ${stack.functionsUrl}`,
        `  Firestore   127.0.0.1:${ports.firestore}  — ${describeFirestore(stack.firestore)}`,
        `  Project     ${projectId} (demo project: nothing leaves this machine)`,
        '',
        `  Seeded ${seeded!.products} products, ${seeded!.blogPosts} blog posts, ${seeded!.testimonials} testimonials.`,
        '  Emulator log: .stack/start.log (run with `npm start -- --verbose` to see it here).',
        '  Press Ctrl-C to stop.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

void main();
