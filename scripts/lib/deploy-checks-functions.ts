/**
 * The Cloud Functions side of a deploy, checked offline: the runtime firebase-tools will accept
 * (and for how long), the dependencies the deployed install resolves against the tested one, and
 * the built entry point exporting the functions Hosting sends requests to. The index of all the
 * checks is scripts/lib/deploy-checks.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Findings, FirebaseJson } from './deploy-checks-config.js';

const require = createRequire(import.meta.url);

// ── The functions runtime ────────────────────────────────────────────────────────────────────

export interface RuntimeInfo {
  friendly: string;
  deprecationDate: string;
  decommissionDate: string;
}

/** firebase-tools' own table of Cloud Functions runtimes: the one its deploy enforces. */
export function firebaseToolsRuntimes(): Record<string, RuntimeInfo> {
  return (
    require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js') as {
      RUNTIMES: Record<string, RuntimeInfo>;
    }
  ).RUNTIMES;
}

const firebaseToolsVersion = () => (require('firebase-tools/package.json') as { version: string }).version;

const DAY = 24 * 60 * 60 * 1000;

/** firebase-tools itself starts warning 90 days before a runtime's deprecation date. */
export const RUNTIME_WARN_DAYS = 90;
/** Months of notice for the next decommission: CI turns red long before deploys are refused. */
export const RUNTIME_FAIL_DAYS = 120;

/**
 * The configured runtimes against firebase-tools' table. Faults: unknown to firebase-tools,
 * decommissioned (deploys are refused), or from `RUNTIME_FAIL_DAYS` before the decommission
 * date on. Warnings: from `RUNTIME_WARN_DAYS` before the deprecation date on (when firebase-tools'
 * own deploy starts warning), so the move is planned while deploys still work.
 */
export function runtimeFindings(
  runtimes: string[],
  table: Record<string, RuntimeInfo>,
  today: Date,
): Findings {
  const newest = Object.keys(table)
    .filter((name) => name.startsWith('nodejs'))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
    .at(-1);
  const advice = (runtime: string) =>
    runtime === newest
      ? `firebase-tools ${firebaseToolsVersion()} knows no newer runtime: update it (npm install -D firebase-tools@latest), then move firebase.json's runtime and functions/package.json's engines to its newest.`
      : `Move firebase.json's runtime and functions/package.json's engines to a supported one (newest: ${newest}).`;
  const findings: Findings = { faults: [], warnings: [] };
  const daysUntil = (date: Date) => Math.ceil((date.getTime() - today.getTime()) / DAY);
  for (const runtime of runtimes) {
    const info = table[runtime];
    if (!info) {
      findings.faults.push(
        `firebase.json names runtime "${runtime}", which firebase-tools does not know. ${advice(runtime)}`,
      );
      continue;
    }
    const decommission = new Date(info.decommissionDate);
    const deprecation = new Date(info.deprecationDate);
    if (today >= decommission)
      findings.faults.push(
        `Runtime ${info.friendly} was decommissioned on ${info.decommissionDate}. ${advice(runtime)}`,
      );
    else if (today.getTime() >= decommission.getTime() - RUNTIME_FAIL_DAYS * DAY)
      findings.faults.push(
        `Runtime ${info.friendly} is decommissioned on ${info.decommissionDate}, in ${daysUntil(decommission)} days. ${advice(runtime)}`,
      );
    else if (today >= deprecation)
      findings.warnings.push(
        `Runtime ${info.friendly} was deprecated on ${info.deprecationDate}; deploys stop on ${info.decommissionDate}. ${advice(runtime)}`,
      );
    else if (today.getTime() >= deprecation.getTime() - RUNTIME_WARN_DAYS * DAY)
      findings.warnings.push(
        `Runtime ${info.friendly} is deprecated on ${info.deprecationDate}, in ${daysUntil(deprecation)} days; deploys stop on ${info.decommissionDate}. ${advice(runtime)}`,
      );
  }
  return findings;
}

/** The faults of `runtimeFindings` alone: what stops a deploy. */
export const runtimeFaults = (runtimes: string[], table: Record<string, RuntimeInfo>, today: Date) =>
  runtimeFindings(runtimes, table, today).faults;

/** firebase.json's runtime and functions/package.json's engines must name the same Node.js. */
export function engineFaults(runtime: string | undefined, engines: string | undefined): string[] {
  if (!runtime) return ['firebase.json names no functions runtime: name it (e.g. "nodejs24").'];
  const major = /^nodejs(\d+)$/.exec(runtime)?.[1];
  if (!major || engines !== major)
    return [
      `functions/package.json's engines.node is "${engines}", but firebase.json's runtime is ${runtime}.`,
    ];
  return [];
}

// ── The functions' dependencies, as installed ───────────────────────────────────────────────

/**
 * Every dependency edge Node follows at run time from the package in `dir`: "from → name@version",
 * found on disk the way `require` finds them (own node_modules first, then each parent's).
 * Optional dependencies that are not installed, and optional peers, are skipped.
 */
export function installedEdges(dir: string, stopAt: string): Set<string> {
  const edges = new Set<string>();
  const seen = new Set<string>();
  const visit = (packageDir: string, label: string) => {
    if (seen.has(packageDir)) return;
    seen.add(packageDir);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    };
    const optional = new Set(Object.keys(manifest.optionalDependencies ?? {}));
    const wanted = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...optional,
      ...Object.keys(manifest.peerDependencies ?? {}).filter(
        (name) => !manifest.peerDependenciesMeta?.[name]?.optional,
      ),
    ];
    for (const name of new Set(wanted)) {
      let found: string | undefined;
      for (let up = packageDir; ; up = join(up, '..')) {
        const candidate = join(up, 'node_modules', name);
        if (existsSync(join(candidate, 'package.json'))) {
          found = candidate;
          break;
        }
        if (up === stopAt || up === '/') break;
      }
      if (!found) {
        if (optional.has(name)) continue;
        edges.add(`${label} → ${name} MISSING`);
        continue;
      }
      const { version } = JSON.parse(readFileSync(join(found, 'package.json'), 'utf8')) as {
        version: string;
      };
      const target = `${name}@${version}`;
      edges.add(`${label} → ${target}`);
      visit(found, target);
    }
  };
  visit(dir, '(functions)');
  return edges;
}

/** Differences between what the tests resolve and what the isolated install resolves. */
export function driftFaults(tested: Set<string>, deployed: Set<string>): string[] {
  const faults: string[] = [];
  for (const edge of tested)
    if (!deployed.has(edge)) faults.push(`Deployed install differs from the tested one: lacks ${edge}`);
  for (const edge of deployed)
    if (!tested.has(edge)) faults.push(`Deployed install differs from the tested one: has ${edge}`);
  return faults;
}

// ── The built function ──────────────────────────────────────────────────────────────────────

export interface LoadedFunctions {
  node: string;
  exports: Record<string, { platform?: string; region?: string[]; httpsTrigger?: unknown } | null>;
}

/** The loaded entry point must export `api` as an HTTPS function where Hosting's rewrite sends /api. */
export function loadedFunctionFaults(
  loaded: LoadedFunctions,
  config: FirebaseJson,
  nodeMajor: string,
): string[] {
  const faults: string[] = [];
  if (!loaded.node.startsWith(`v${nodeMajor}.`))
    faults.push(`The function was loaded on Node ${loaded.node}, not on the runtime's Node ${nodeMajor}.`);
  for (const rewrite of config.hosting?.rewrites ?? []) {
    if (!rewrite.function) continue;
    const { functionId, region = 'us-central1' } = rewrite.function;
    const endpoint = loaded.exports[functionId];
    if (!endpoint) {
      faults.push(
        `Hosting rewrites ${rewrite.source} to "${functionId}", which the built functions do not export.`,
      );
      continue;
    }
    if (!endpoint.httpsTrigger) faults.push(`"${functionId}" is not an HTTPS function.`);
    if (!endpoint.region?.includes(region))
      faults.push(
        `Hosting sends ${rewrite.source} to ${region}, but "${functionId}" runs in ${endpoint.region}.`,
      );
  }
  return faults;
}
