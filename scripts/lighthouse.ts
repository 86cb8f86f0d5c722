/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the running shop — `/`,
 * `/shop`, `/product/1` and `/blog` — three runs a page, reporting the run with the median
 * performance score. Targets (issue 11): performance at least 98; accessibility, best practices
 * and SEO 100. Needs `npm start` running (Hosting emulator on :5002) and Chromium. Lighthouse
 * itself is fetched by npx on purpose: it is not a project dependency.
 *
 *   npm run lighthouse                       # the four pages
 *   npm run lighthouse -- /about /blog       # other pages
 *   npm run lighthouse -- --runs=5 /product/1
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BASE = process.env['LIGHTHOUSE_BASE_URL'] ?? 'http://127.0.0.1:5002';
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const CHROMIUM = [
  process.env['CHROMIUM_PATH'],
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

interface Report {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string; numericValue?: number }>;
}

async function shopIsRunning(): Promise<boolean> {
  try {
    const response = await fetch(`${BASE}/api/products`, { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const pages = paths.length > 0 ? paths : ['/', '/shop', '/product/1', '/blog'];
  const runs = Number(
    /^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3,
  );

  if (!(await shopIsRunning())) {
    console.error(
      `No shop answers on ${BASE}. Start it in another terminal with \`npm start\`, then run this again.`,
    );
    process.exit(1);
  }
  const chromium = CHROMIUM.find((path): path is string => !!path && existsSync(path));
  if (!chromium) {
    console.error('Chromium not found: `apt-get install chromium` or set CHROMIUM_PATH.');
    process.exit(1);
  }

  const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  let missed = false;
  const rows: string[][] = [];
  for (const path of pages) {
    const reports: Report[] = [];
    for (let run = 1; run <= runs; run++) {
      const output = join(outDir, `${path.replace(/\W+/g, '_') || 'home'}-${run}.json`);
      reports.push(lighthouseOnce(chromium, path, output, `${run}/${runs}`));
    }
    // The run with the median performance score stands for the page (Lighthouse's own advice:
    // single runs vary with the machine's load).
    const byPerformance = [...reports].sort(
      (a, b) => (a.categories['performance']?.score ?? 0) - (b.categories['performance']?.score ?? 0),
    );
    const report = byPerformance[Math.floor(byPerformance.length / 2)]!;
    const scores = CATEGORIES.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100));
    CATEGORIES.forEach((category, i) => {
      if (scores[i]! < TARGETS[category]) missed = true;
    });
    const metric = (id: string) => report.audits[id]?.displayValue ?? '–';
    const allRuns = reports.map((r) => Math.round((r.categories['performance']?.score ?? 0) * 100)).join('/');
    rows.push([
      path,
      ...scores.map(String),
      allRuns,
      metric('first-contentful-paint'),
      metric('largest-contentful-paint'),
      metric('total-blocking-time'),
      metric('cumulative-layout-shift'),
    ]);
  }

  const header = ['Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'Perf runs', 'FCP', 'LCP', 'TBT', 'CLS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ''].join('\n'));
  console.log(`Reports: ${outDir}`);
  console.log(
    missed
      ? 'Below target: performance should be at least 98, the other categories 100.'
      : 'Performance is at least 98 and the other categories 100 on every page.',
  );
  process.exit(missed ? 2 : 0);
}

/** One Lighthouse run; a run that misses a metric on a busy machine (e.g. NO_LCP) is repeated. */
function lighthouseOnce(chromium: string, path: string, output: string, label: string): Report {
  for (let attempt = 1; attempt <= 3; attempt++) {
    console.log(
      `Lighthouse (mobile) ${label}: ${BASE}${path} …${attempt > 1 ? ` (attempt ${attempt})` : ''}`,
    );
    const run = spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${BASE}${path}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-path=${chromium}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (run.status !== 0 || !existsSync(output)) {
      console.error(`Lighthouse failed on ${path} (exit ${run.status}).`);
      process.exit(1);
    }
    const candidate = JSON.parse(readFileSync(output, 'utf8')) as Report;
    if (CATEGORIES.every((category) => typeof candidate.categories[category]?.score === 'number'))
      return candidate;
    console.warn(
      `  no complete score (${candidate.runtimeError?.code ?? 'a metric is missing'}), trying again`,
    );
  }
  console.error(`Lighthouse could not score ${path}.`);
  process.exit(1);
}

void main();
