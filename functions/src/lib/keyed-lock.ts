/**
 * In-process locks by key, for writes that all touch one hot document (every order of a pack
 * updates its product's stock). Transactions on one document serialise inside Firestore anyway;
 * queueing them here first spares them lock waits, aborts and retries with backoff, which under a
 * burst (a stock race) cost far more than the queue. Firestore's transactions stay the guarantee:
 * these locks only order what one instance sends, never replace a transaction.
 */
const tails = new Map<string, Promise<void>>();

function acquire(key: string): Promise<() => void> {
  const previous = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  tails.set(key, tail);
  return previous.then(() => () => {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  });
}

/**
 * Runs `fn` holding every key's lock, taken in sorted order so two callers never deadlock. Once
 * acquired, the locks go after `holdAtMostMs()` even if `fn` has not settled: a call stuck on an
 * unreachable Firestore must not keep every later order of the product waiting (its request was
 * answered 503 at its deadline).
 */
export async function withLocks<T>(
  keys: string[],
  fn: () => Promise<T>,
  holdAtMostMs: () => number = () => Infinity,
): Promise<T> {
  const releases: (() => void)[] = [];
  const releaseAll = () => {
    for (const release of releases.splice(0).reverse()) release();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    for (const key of [...new Set(keys)].sort()) releases.push(await acquire(key));
    const hold = holdAtMostMs();
    if (Number.isFinite(hold)) timer = setTimeout(releaseAll, Math.max(0, hold));
    return await fn();
  } finally {
    clearTimeout(timer);
    releaseAll();
  }
}
