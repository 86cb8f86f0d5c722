/**
 * The emulator stack's child processes (scripts/lib/stack.ts), each in a process group of its own
 * so that stopping it also stops what it started (java, node): starting them with their output
 * forwarded line by line, stopping them with a grace period, and waiting for what they serve.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './project.js';

/** A child in its own process group, so that stopping it also stops what it started (java, node). */
export interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Process groups still running; if this process exits without stopping them, they go with it. */
const liveGroups = new Set<number>();
process.once('exit', () => {
  for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
});

export function startManaged(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Managed {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid !== undefined) liveGroups.add(child.pid);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(`[${name}] ${line}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return { name, child, exited };
}

export async function stopManaged(managed: Managed, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  const pid = managed.child.pid;
  if (pid === undefined || managed.child.exitCode !== null || managed.child.signalCode !== null) {
    // The leader is gone, but its group (e.g. java under the wrapper script) may not be.
    if (pid !== undefined) killGroup(pid, 'SIGKILL');
    return;
  }
  killGroup(pid, signal);
  const timedOut = await Promise.race([
    managed.exited.then(() => false),
    new Promise<boolean>((r) => setTimeout(() => r(true), graceMs)),
  ]);
  if (timedOut) killGroup(pid, 'SIGKILL');
  // Stragglers that outlived the leader.
  killGroup(pid, 'SIGKILL');
  liveGroups.delete(pid);
}

export function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  managed: Managed[],
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const m of managed) {
      if (m.child.exitCode !== null)
        throw new Error(`${m.name} exited (code ${m.child.exitCode}) before ${what} was ready.`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out after ${timeoutMs / 1000}s waiting for ${what}.`);
}

/** A check for waitFor: whether `url` answers as `ok` wants, within 2 s. */
export const answers = (url: string, ok: (status: number, body: string) => boolean) => async () => {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return ok(response.status, await response.text());
};
