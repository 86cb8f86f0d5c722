/**
 * A value an instance keeps in memory (the catalogue) that stays as fresh as the data behind it
 * (issue 36):
 * - on the instance that writes, at once: `invalidate()` drops the copy, and a load that began
 *   before the write never stores what it read (each load belongs to a generation);
 * - on every other instance, within `checkEveryMs`: the first request after that asks for the
 *   data's version (one small read) and loads again when it moved;
 * - whatever happens behind the API's back (an edit in the Firebase console sets no version), at
 *   most `maxAgeMs` old.
 * The version is read before the data, so a copy is never newer than the version it is kept with:
 * a write landing between the two reads is loaded again at the next check.
 */
export interface VersionedCacheOptions<T> {
  load: () => Promise<T>;
  /** The data's version now: anything that changes when the data does (null: never written). */
  version: () => Promise<string | null>;
  /** The longest a copy is kept; 0 loads on every call. Read on each call (settings may change). */
  maxAgeMs: () => number;
  /** How often the version is asked for while a copy is kept (0: on every call). Read on each call. */
  checkEveryMs: () => number;
  now?: () => number;
}

export interface VersionedCache<T> {
  get: () => Promise<T>;
  invalidate: () => void;
}

export function versionedCache<T>(options: VersionedCacheOptions<T>): VersionedCache<T> {
  // Read through Date each time (not a saved Date.now), so a test's clock applies.
  const now = options.now ?? (() => Date.now());
  let kept: { value: T; version: string | null; loadedAt: number; checkedAt: number } | undefined;
  let generation = 0;
  let loading: { generation: number; promise: Promise<T> } | undefined;
  let checking: Promise<string | null> | undefined;

  function load(): Promise<T> {
    // Callers that come while a load of this generation runs share its reads.
    if (loading && loading.generation === generation) return loading.promise;
    const started = generation;
    const startedAt = now();
    const promise = (async () => {
      const version = await options.version();
      const value = await options.load();
      // Written to since this load began: what it read may be older than the write.
      if (generation === started) kept = { value, version, loadedAt: startedAt, checkedAt: startedAt };
      return value;
    })().finally(() => {
      if (loading?.promise === promise) loading = undefined;
    });
    loading = { generation: started, promise };
    return promise;
  }

  function invalidate(): void {
    generation += 1;
    kept = undefined;
  }

  async function get(): Promise<T> {
    const maxAge = options.maxAgeMs();
    if (maxAge <= 0) return options.load();
    const copy = kept;
    const askedAt = now();
    if (!copy || askedAt - copy.loadedAt >= maxAge) return load();
    if (askedAt - copy.checkedAt < options.checkEveryMs()) return copy.value;
    // One version read at a time, shared by the requests that come meanwhile.
    const current = checking ?? options.version();
    checking = current;
    let version: string | null;
    try {
      version = await current;
    } finally {
      if (checking === current) checking = undefined;
    }
    if (kept !== copy) return get();
    if (version === copy.version) {
      copy.checkedAt = askedAt;
      return copy.value;
    }
    invalidate();
    return load();
  }

  return { get, invalidate };
}
