/**
 * `npx tsx scripts/test-times.ts <vitest JSON report>`: where a test run's time went, by layer
 * (unit, API, rules, browser) and by file, from vitest's own JSON report (`.ci/run` writes one to
 * .stack/test-results.json and prints this after it). The figures go to docs/performance.md.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT } from './lib/project.js';

interface Report {
  startTime: number;
  numTotalTests: number;
  numFailedTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

/** Widths of the layer table's columns after the first. */
const COLUMNS = [0, 6, 7, 14, 13, 10];

export function layerOf(file: string): string {
  if (file.startsWith('tests/e2e/')) return 'browser';
  if (file.startsWith('tests/api/')) return 'API';
  if (file.startsWith('tests/rules/')) return 'rules';
  return 'unit';
}

export function summarise(report: Report, top = 12): string {
  const files = report.testResults.map((result) => ({
    file: relative(ROOT, result.name),
    tests: result.assertionResults.length,
    start: (result.startTime - report.startTime) / 1000,
    end: (result.endTime - report.startTime) / 1000,
  }));
  const row = (cells: (string | number)[]) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(8) : String(cell).padStart(COLUMNS[i]!))).join('');
  const lines = [row(['layer', 'files', 'tests', 'file-seconds', 'first start', 'last end'])];
  for (const layer of ['unit', 'API', 'rules', 'browser']) {
    const own = files.filter((f) => layerOf(f.file) === layer);
    if (own.length === 0) continue;
    lines.push(
      row([
        layer,
        own.length,
        own.reduce((sum, f) => sum + f.tests, 0),
        own.reduce((sum, f) => sum + f.end - f.start, 0).toFixed(0),
        `${Math.min(...own.map((f) => f.start)).toFixed(0)} s`,
        `${Math.max(...own.map((f) => f.end)).toFixed(0)} s`,
      ]),
    );
  }
  lines.push(
    `${report.numTotalTests} tests, ${report.numFailedTests} failed; the last file ended ${Math.max(...files.map((f) => f.end)).toFixed(0)} s after the run began.`,
    '',
    `The ${top} longest files (seconds, tests):`,
  );
  for (const f of [...files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, top))
    lines.push(`${(f.end - f.start).toFixed(1).padStart(7)}  ${String(f.tests).padStart(3)}  ${f.file}`);
  return lines.join('\n');
}

if (process.argv[1] && relative(ROOT, process.argv[1]) === 'scripts/test-times.ts') {
  const path = process.argv[2];
  if (!path) {
    console.error('Usage: npx tsx scripts/test-times.ts <vitest JSON report>');
    process.exit(1);
  }
  console.log(summarise(JSON.parse(readFileSync(path, 'utf8')) as Report));
}
