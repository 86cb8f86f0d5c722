import type { RequestHandler } from 'express';
import { config } from './config.js';
import { RateLimitedError } from './errors.js';

/**
 * A per-user limit on writes, counted in this function instance's memory over a sliding minute.
 * With several instances a determined client gets a few times the limit, which is still far
 * from harmful; abuse beyond that is for Cloud Armor / App Check, not a Firestore round trip on
 * every write.
 */
export function rateLimitWrites({ limit, windowMs }: { limit: number; windowMs: number }): RequestHandler {
  const hits = new Map<string, number[]>();
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const key = req.user?.uid ?? `ip:${req.ip}`;
    const now = Date.now();
    const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= limit) throw new RateLimitedError();
    recent.push(now);
    hits.set(key, recent);
    // Keep memory bounded: forget idle users now and then.
    if (hits.size > 10_000)
      for (const [k, v] of hits) if (v.every((t) => now - t >= windowMs)) hits.delete(k);
    next();
  };
}

let limiter: RequestHandler | undefined;

/**
 * The API's one write limiter: 60 writes a minute per shopper (WRITE_RATE_LIMIT_PER_MINUTE) is
 * far above any real checkout. Built on first use, from the settings parsed at start.
 */
export const writeLimiter: RequestHandler = (req, res, next) => {
  limiter ??= rateLimitWrites({ limit: config().writeRateLimitPerMinute, windowMs: 60_000 });
  return limiter(req, res, next);
};
