/**
 * `npm run cold-start -- [--runs=N] [--markdown=<file>]`: the cold start of the
 * `site` function (issue 28) on the runtime's Node (firebase.json, fetched by npx). Each run is a
 * fresh process, as a new instance is (scripts/lib/site-cold-start-child.mjs), and measures:
 *
 *  - module load: `require('functions/lib/index.js')`, everything the runtime loads before the
 *    first request (Express, firebase-admin, firebase-functions, zod, every route of both apps);
 *  - the first render of /product/1, through the path a real request takes: an HTTP request to
 *    the `site` function, which loads the storefront's server bundle, starts the API on its
 *    loopback port and reads the product from Firestore;
 *  - a second (warm) render of the same page, and the first of /mr/product/1 (Marathi's own
 *    bundle, functions/site/mr);
 *  - whether a DOM emulation (jsdom, happy-dom, domino) or an HTML sanitiser was loaded on the way.
 *
 * Needs `npm start` running: it built functions/lib and functions/site, and its Firestore emulator
 * holds the seeded catalogue the pages are rendered from. N runs (default 5), then the medians.
 * Exits 1 when a page is not rendered with its product, or when a DOM emulation was loaded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultProjectId, ROOT } from './lib/project.js';
import { configuredPorts } from './lib/stack-config.js';

const CHILD = join(ROOT, 'scripts', 'lib', 'site-cold-start-child.mjs');
const ENTRY = join(ROOT, 'functions', 'lib', 'index.js');
/** Loading any of these on the render path is what issue 28 rules out. */
const DOM_EMULATIONS = ['jsdom', 'happy-dom', 'domino'];

interface Page {
  path: string;
  ms: number;
  status: number;
  h1: string | null;
}
interface Run {
  node: string;
  moduleLoadMs: number;
  first: Page;
  warm: Page;
  marathi: Page;
  watched: string[];
}

/** The value of `--name=value` on the command line, if given. */
function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A Markdown table whose columns line up, so the terminal shows it as it reads in a document. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

async function main() {
  const runs = Number(/^[1-9]\d*$/.exec(option('runs') ?? '')?.[0] ?? 5);
  const markdown = option('markdown');
  const ports = configuredPorts();
  const projectId = defaultProjectId();
  const runtime = (
    JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
      functions: { runtime?: string }[];
    }
  ).functions[0]?.runtime;
  const nodeMajor = runtime?.replace('nodejs', '') ?? '24';

  const base = `http://127.0.0.1:${ports.hosting}`;
  const running = await fetch(`${base}/api/products`, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (!running || !existsSync(ENTRY)) {
    console.error(
      `No shop answers on ${base}. Start it in another terminal with \`npm start\` (it builds ` +
        'functions/lib and functions/site and seeds the Firestore emulator), then run this again.',
    );
    process.exit(1);
  }

  // What the Functions emulator gives the function (scripts/lib/stack.ts): the running emulators
  // and the demo project. NODE_ENV=production as in Cloud Functions; no NODE_OPTIONS, so nothing
  // of tsx's is loaded into the process being measured.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_PROJECT: projectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId }),
    METADATA_SERVER_DETECTION: 'none',
    NODE_ENV: 'production',
  };
  delete env['NODE_OPTIONS'];

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const columns = (run: Run) => [run.moduleLoadMs, run.first.ms, run.warm.ms, run.marathi.ms];
  const results: Run[] = [];
  for (let i = 1; i <= runs; i++) {
    const child = spawnSync('npx', ['-y', '-p', `node@${nodeMajor}`, 'node', CHILD, ENTRY], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
    const line = child.stdout?.split('\n').find((l) => l.startsWith('COLD-START '));
    if (child.status !== 0 || !line) {
      console.error(
        `Run ${i} failed (exit ${child.status ?? child.signal}):\n${child.stderr}${child.stdout}`,
      );
      process.exit(1);
    }
    const run = JSON.parse(line.slice('COLD-START '.length)) as Run;
    // A page without its product's <h1> was rendered without its data (an outage page): its
    // time says nothing about a real first request.
    for (const page of [run.first, run.warm, run.marathi])
      if (page.status !== 200 || !page.h1) {
        console.error(
          `Run ${i}: ${page.path} answered ${page.status} without its product; is Firestore seeded?`,
        );
        process.exit(1);
      }
    if (!run.node.startsWith(`v${nodeMajor}.`)) throw new Error(`Run ${i} ran on Node ${run.node}`);
    results.push(run);
    console.log(`run ${i}/${runs}: ${columns(run).map(ms).join(', ')}`);
  }

  const rows = results.map((run, i) => [String(i + 1), ...columns(run).map(ms)]);
  const medians = [0, 1, 2, 3].map((c) => median(results.map((run) => columns(run)[c]!)));
  const watched = [...new Set(results.flatMap((run) => run.watched))].sort();
  const dom = watched.filter((name) => DOM_EMULATIONS.includes(name));
  const processes = runs === 1 ? 'one fresh process' : `${runs} fresh processes`;
  const report = [
    `\`site\` function cold start, Node ${results[0]!.node}, ${processes}, ` +
      `${new Date().toISOString().slice(0, 10)} (/product/1: “${results[0]!.first.h1}”).`,
    '',
    table(
      ['run', 'module load', 'first /product/1', 'warm /product/1', 'first /mr/product/1'],
      [...rows, ['median', ...medians.map(ms)]],
    ),
    '',
    `Loaded on the render path: ${watched.length > 0 ? watched.join(', ') : 'none'} ` +
      '(of jsdom, happy-dom, domino, dompurify, sanitize-html).',
  ].join('\n');
  console.log(`\n${report}`);
  if (markdown) {
    writeFileSync(markdown, `${report}\n`);
    console.log(`\nWritten to ${markdown}.`);
  }
  if (dom.length > 0) {
    console.error(`\nA DOM emulation is on the render path (${dom.join(', ')}): issue 28 rules that out.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
