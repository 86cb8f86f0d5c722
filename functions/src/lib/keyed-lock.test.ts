import { describe, expect, it } from 'vitest';
import { withLocks } from './keyed-lock.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('withLocks', () => {
  it('runs holders of one key one at a time, in arrival order, and others alongside', async () => {
    const log: string[] = [];
    const job = (name: string, keys: string[]) =>
      withLocks(keys, async () => {
        log.push(`${name}+`);
        await tick();
        log.push(`${name}-`);
      });
    await Promise.all([job('a', ['p1']), job('b', ['p1']), job('c', ['p2'])]);
    expect(log.indexOf('a-')).toBeLessThan(log.indexOf('b+'));
    expect(log.indexOf('c+')).toBeLessThan(log.indexOf('a-'));
  });

  it('never deadlocks on overlapping keys taken in any order, and releases on failure', async () => {
    const runs = Array.from({ length: 20 }, (_, i) =>
      withLocks(i % 2 ? ['x', 'y'] : ['y', 'x'], async () => {
        await tick();
        if (i === 3) throw new Error('boom');
        return i;
      }).catch(() => -1),
    );
    const results = await Promise.all(runs);
    expect(results.filter((r) => r === -1)).toHaveLength(1);
    expect(await withLocks(['x', 'y'], async () => 'free')).toBe('free');
  });

  it('lets the next holder in when a stuck holder passes its time', async () => {
    let unstick!: () => void;
    const stuck = withLocks(
      ['p'],
      () => new Promise<void>((r) => (unstick = r)),
      () => 20,
    );
    const started = Date.now();
    expect(await withLocks(['p'], async () => 'next')).toBe('next');
    expect(Date.now() - started).toBeLessThan(1_000);
    unstick();
    await stuck;
  });
});
