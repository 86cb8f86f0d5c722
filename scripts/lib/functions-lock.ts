/**
 * functions/package-lock.json, cut from the workspace's root package-lock.json.
 *
 * `firebase deploy` uploads functions/ alone, and Cloud Build installs it with `npm ci` when it
 * finds a lockfile there (else `npm install`, i.e. whatever `^` resolves to that day). In this npm
 * workspace the versions the tests ran live only in the root lock, so this cuts out exactly the
 * packages that functions/ resolves in the workspace, at exactly those versions, and lays them out
 * as a stand-alone node_modules tree. See docs/decisions/004-deploy-runtime-and-functions-lockfile.md.
 *
 * `isolateLockfile` is pure (JSON in, JSON out). `npm run lock:functions` writes the file; the
 * deploy check installs it.
 */

import { rootEntry } from './functions-lock-root.js';

export interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  inBundle?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

export interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

export interface Manifest {
  name?: string;
  version?: string;
  license?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

type EdgeType = 'prod' | 'dev' | 'optional' | 'peer' | 'peerOptional';
interface Edge {
  name: string;
  type: EdgeType;
}

const FLAGS = ['dev', 'optional', 'devOptional', 'peer'] as const;
type Flags = Record<(typeof FLAGS)[number], boolean>;

/** The folder that holds `location`'s node_modules lookups after its own: its parent package. */
function parentOf(location: string): string | null {
  if (location === '') return null;
  const nested = location.lastIndexOf('/node_modules/');
  if (nested >= 0) return location.slice(0, nested);
  return '';
}

const childLocation = (dir: string, name: string) =>
  dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;

/** Node's lookup: `dir/node_modules/name`, then each parent's, up to the root. */
function resolveFrom(has: (location: string) => boolean, from: string, name: string): string | null {
  for (let dir: string | null = from; dir !== null; dir = parentOf(dir)) {
    const location = childLocation(dir, name);
    if (has(location)) return location;
  }
  return null;
}

function packageName(location: string, entry: LockEntry): string {
  const last = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
  return entry.name ?? last;
}

function edgesOf(entry: LockEntry | Manifest, isRoot: boolean): Edge[] {
  const edges: Edge[] = [];
  const add = (name: string, type: EdgeType) => {
    if (!edges.some((edge) => edge.name === name)) edges.push({ name, type });
  };
  const optionalPeers = 'peerDependenciesMeta' in entry ? (entry.peerDependenciesMeta ?? {}) : {};
  const optional = new Set(Object.keys(entry.optionalDependencies ?? {}));
  for (const name of Object.keys(entry.dependencies ?? {})) if (!optional.has(name)) add(name, 'prod');
  for (const name of optional) add(name, 'optional');
  for (const name of Object.keys(entry.peerDependencies ?? {}))
    add(name, optionalPeers[name]?.optional ? 'peerOptional' : 'peer');
  if (isRoot) for (const name of Object.keys(entry.devDependencies ?? {})) add(name, 'dev');
  return edges.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const sameDeps = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The stand-alone lockfile of workspace `workspace` (e.g. "functions"), whose package.json is
 * `manifest`: every package the workspace resolves in `rootLock` (its dependencies and
 * devDependencies, transitively), at the same versions, placed so that Node's lookup from each
 * package finds the same version it found in the workspace. Throws when the root lock does not
 * match the manifest (run `npm install` first) or when a package cannot be placed.
 */
export function isolateLockfile(rootLock: Lockfile, workspace: string, manifest: Manifest): Lockfile {
  const source = rootLock.packages;
  const declared = source[workspace];
  if (!declared) throw new Error(`The root package-lock.json has no workspace "${workspace}".`);
  for (const field of [
    'dependencies',
    'devDependencies',
    'optionalDependencies',
    'peerDependencies',
  ] as const) {
    if (!sameDeps(declared[field], manifest[field])) {
      throw new Error(
        `${workspace}/package.json's ${field} differ from the root package-lock.json: run \`npm install\` first.`,
      );
    }
  }
  const inSource = (location: string) => {
    const entry = source[location];
    return !!entry && !entry.link;
  };
  const identity = (location: string) => {
    const entry = source[location]!;
    return `${packageName(location, entry)}@${entry.version}#${entry.integrity ?? entry.resolved ?? ''}`;
  };

  // The new tree: location → the root-lock location whose entry it copies ('' is the workspace).
  const placed = new Map<string, string>([['', workspace]]);
  // Each processed node's resolved edges in the new tree: name → new location.
  const resolvedEdges = new Map<string, Map<string, string>>();
  const edgeTypes = new Map<string, Edge[]>();
  const idAt = (location: string) => (location === '' ? '' : identity(placed.get(location)!));

  const within = (location: string, dir: string) =>
    dir === '' || location === dir || location.startsWith(`${dir}/node_modules/`);
  /**
   * Would a new `name` in `dir`'s node_modules hide, from a package already resolved, the
   * different `name` it finds above `dir` today?
   */
  const shadows = (dir: string, name: string, id: string) => {
    for (const [from, edges] of resolvedEdges) {
      const target = edges.get(name);
      if (target === undefined || !within(from, dir)) continue;
      const holder = parentOf(target)!;
      if (holder !== dir && within(dir, holder) && idAt(target) !== id) return true;
    }
    return false;
  };

  const place = (from: string, edge: Edge, id: string, sourceLocation: string): string => {
    const start = edge.type === 'peer' ? (parentOf(from) ?? '') : from;
    let candidate: string | null = null;
    for (let dir: string | null = start; dir !== null; dir = parentOf(dir)) {
      const location = childLocation(dir, edge.name);
      const existing = placed.get(location);
      if (existing !== undefined) {
        if (idAt(location) === id) return location;
        break;
      }
      if (shadows(dir, edge.name, id)) break;
      candidate = dir;
    }
    if (candidate === null) throw new Error(`Cannot place ${id} for ${from || workspace}.`);
    const location = childLocation(candidate, edge.name);
    placed.set(location, sourceLocation);
    queue.push(location);
    return location;
  };

  const queue: string[] = [''];
  while (queue.length > 0) {
    const location = queue.shift()!;
    const from = placed.get(location)!;
    const isRoot = location === '';
    const entry = isRoot ? manifest : source[from]!;
    if (!isRoot && source[from]!.inBundle)
      throw new Error(`${from} is a bundled dependency, which this tool does not lay out.`);
    const edges = edgesOf(entry, isRoot);
    const resolved = new Map<string, string>();
    for (const edge of edges) {
      const target = resolveFrom(inSource, from, edge.name);
      if (target === null) {
        if (edge.type === 'optional' || edge.type === 'peerOptional') continue;
        throw new Error(
          `${from} needs ${edge.name}, which the root package-lock.json does not have: run \`npm install\`.`,
        );
      }
      // An optional peer is only used when something else installs it (npm installs no optional peer).
      if (edge.type === 'peerOptional') continue;
      resolved.set(edge.name, place(location, edge, identity(target), target));
    }
    resolvedEdges.set(location, resolved);
    edgeTypes.set(location, edges);
  }

  // Optional peers that the tree holds anyway count for the flags, as npm counts them.
  for (const [location, edges] of edgeTypes) {
    for (const edge of edges) {
      if (edge.type !== 'peerOptional') continue;
      const target = resolveFrom((l) => placed.has(l) && l !== '', location, edge.name);
      if (target !== null) resolvedEdges.get(location)!.set(edge.name, target);
    }
  }

  // Proof: from every package, Node's lookup in the new tree finds what the workspace found.
  for (const [location, edges] of edgeTypes) {
    const from = placed.get(location)!;
    for (const { name, type } of edges) {
      if (type === 'peerOptional' || !resolvedEdges.get(location)!.has(name)) continue;
      const found = resolveFrom((l) => placed.has(l) && l !== '', location, name);
      const wanted = resolveFrom(inSource, from, name);
      if (found === null || wanted === null || idAt(found) !== identity(wanted)) {
        throw new Error(`${location || workspace} would find a different ${name} outside the workspace.`);
      }
    }
  }

  const flags = dependencyFlags(placed, resolvedEdges, edgeTypes);
  const packages: Record<string, LockEntry> = { '': rootEntry(manifest) };
  const locations = [...placed.keys()].filter((l) => l !== '').sort((a, b) => a.localeCompare(b, 'en'));
  for (const location of locations)
    packages[location] = withFlags(source[placed.get(location)!]!, flags.get(location)!);
  return { name: manifest.name ?? workspace, lockfileVersion: 3, requires: true, packages };
}

/** The entry with this tree's flags, in npm's field order (version, resolved, integrity, flags, rest). */
function withFlags(entry: LockEntry, flags: Flags): LockEntry {
  const { version, resolved, integrity } = entry;
  const result: LockEntry = { version, resolved, integrity };
  for (const flag of FLAGS) if (flags[flag]) result[flag] = true;
  for (const [field, value] of Object.entries(entry))
    if (!(field in result) && !(FLAGS as readonly string[]).includes(field)) result[field] = value;
  for (const field of ['version', 'resolved', 'integrity'] as const)
    if (result[field] === undefined) delete result[field];
  return result;
}

/**
 * npm's dev / optional / devOptional / peer flags (what `npm ci --omit=dev` leaves out), computed
 * the way npm's own calc-dep-flags does: every flag starts set and is cleared along each edge that
 * a non-dev (non-optional, non-peer) path reaches.
 */
function dependencyFlags(
  placed: Map<string, string>,
  resolvedEdges: Map<string, Map<string, string>>,
  edgeTypes: Map<string, Edge[]>,
): Map<string, Flags> {
  const flags = new Map<string, Flags>();
  for (const location of placed.keys()) {
    const initial = location !== '';
    flags.set(location, { dev: initial, optional: initial, devOptional: initial, peer: initial });
  }
  const queue = [''];
  while (queue.length > 0) {
    const location = queue.pop()!;
    const node = flags.get(location)!;
    for (const edge of edgeTypes.get(location) ?? []) {
      const target = resolvedEdges.get(location)?.get(edge.name);
      if (target === undefined) continue;
      const to = flags.get(target)!;
      const dev = edge.type === 'dev';
      const optional = edge.type === 'optional' || edge.type === 'peerOptional';
      const peer = edge.type === 'peer' || edge.type === 'peerOptional';
      const before = JSON.stringify(to);
      if (!node.dev && !dev) to.dev = false;
      if (!node.optional && !optional) to.optional = false;
      // devOptional: needed when either dev or optional packages are installed (npm's overlap).
      if (!node.devOptional && !node.dev && !node.optional && !dev && !optional) to.devOptional = false;
      if (!node.peer && !peer) to.peer = false;
      if (JSON.stringify(to) !== before) queue.push(target);
    }
  }
  for (const [location, own] of flags) {
    if (location !== '' && own.devOptional && (own.dev || own.optional)) own.devOptional = false;
  }
  return flags;
}
