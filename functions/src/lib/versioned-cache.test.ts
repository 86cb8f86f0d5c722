import { describe, expect, it } from 'vitest';
import { versionedCache } from './versioned-cache.js';

/** A store whose reads can be held open, to put a write in the middle of a load. */
function store() {
  const state = { data: 'v1-data', version: '1', reads: 0, versionReads: 0 };
  let hold: Promise<void> | null = null;
  return {
    state,
    holdReads() {
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
    write(data: string) {
      state.data = data;
      state.version = String(Number(state.version) + 1);
    },
    load: async () => {
      const seen = state.data;
      state.reads += 1;
      if (hold) await hold;
      return seen;
    },
    version: async () => {
      state.versionReads += 1;
      return state.version;
    },
  };
}

function cacheOf(
  s: ReturnType<typeof store>,
  clock: { now: number },
  maxAgeMs = 60_000,
  checkEveryMs = 2_000,
) {
  return versionedCache({
    load: s.load,
    version: s.version,
    maxAgeMs: () => maxAgeMs,
    checkEveryMs: () => checkEveryMs,
    now: () => clock.now,
  });
}

describe('versionedCache', () => {
  it('answers from memory between checks, and asks for the version once a check is due', async () => {
    const s = store();
    const clock = { now: 0 };
    const cache = cacheOf(s, clock);
    expect(await cache.get()).toBe('v1-data');
    clock.now = 1_000;
    expect(await cache.get()).toBe('v1-data');
    expect(s.state).toMatchObject({ reads: 1, versionReads: 1 });
    // Written by another instance: not seen until the check is due, then read again.
    s.write('v2-data');
    expect(await cache.get()).toBe('v1-data');
    clock.now = 2_500;
    expect(await cache.get()).toBe('v2-data');
    expect(s.state.reads).toBe(2);
    // Nothing changed: a check costs the version read only.
    clock.now = 5_000;
    expect(await cache.get()).toBe('v2-data');
    expect(s.state).toMatchObject({ reads: 2, versionReads: 4 });
  });

  it('shows a write of its own instance at once', async () => {
    const s = store();
    const clock = { now: 0 };
    const cache = cacheOf(s, clock);
    await cache.get();
    s.write('mine');
    cache.invalidate();
    expect(await cache.get()).toBe('mine');
  });

  it('never keeps what a load read before a write that landed while it ran', async () => {
    const s = store();
    const clock = { now: 0 };
    const cache = cacheOf(s, clock);
    const release = s.holdReads();
    const early = cache.get(); // reads v1-data, then waits
    await Promise.resolve();
    s.write('v2-data');
    cache.invalidate();
    const late = cache.get(); // a new load: the early one is of an older generation
    release();
    expect(await early).toBe('v1-data');
    expect(await late).toBe('v2-data');
    expect(await cache.get()).toBe('v2-data');
  });

  it('keeps a copy no longer than its age, even when no version moved (an edit in the console)', async () => {
    const s = store();
    const clock = { now: 0 };
    const cache = cacheOf(s, clock, 60_000);
    await cache.get();
    s.state.data = 'edited-behind-its-back';
    clock.now = 59_000;
    expect(await cache.get()).toBe('v1-data');
    clock.now = 60_000;
    expect(await cache.get()).toBe('edited-behind-its-back');
  });

  it('checking on every read, shows another instance’s write at once for one version read', async () => {
    const s = store();
    const clock = { now: 0 };
    const cache = cacheOf(s, clock, 60_000, 0);
    expect(await cache.get()).toBe('v1-data');
    expect(await cache.get()).toBe('v1-data');
    expect(s.state).toMatchObject({ reads: 1, versionReads: 2 });
    s.write('v2-data');
    expect(await cache.get()).toBe('v2-data');
  });

  it('with no age allowed, reads every time', async () => {
    const s = store();
    const cache = cacheOf(s, { now: 0 }, 0);
    await cache.get();
    await cache.get();
    expect(s.state.reads).toBe(2);
  });

  it('shares one load and one version read among requests that come together', async () => {
    const s = store();
    const clock = { now: 0 };
    const cache = cacheOf(s, clock);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(s.state).toMatchObject({ reads: 1, versionReads: 1 });
    clock.now = 3_000;
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(s.state).toMatchObject({ reads: 1, versionReads: 2 });
  });
});
