import { z } from 'zod';

/**
 * The function's own settings, from its environment (functions/.env, the deploy's environment, or
 * the emulators'). Parsed once, when the app is built: a bad value stops the start with a message
 * that names the variable, instead of silently turning the rate limiter or the cache off.
 *
 * What the shop applies to orders (delivery fees, offers, the owner's e-mail…) is not here: it
 * lives in the `settings/shop` Firestore document, which the owner edits.
 */
const wholeNumber = (name: string, { min, max, fallback }: { min: number; max: number; fallback: number }) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}.`).max(max, `${name} must be at most ${max}.`))
    .optional()
    .transform((value) => value ?? fallback);

const ConfigSchema = z.object({
  /** Writes a minute per shopper (per function instance) before 429. */
  WRITE_RATE_LIMIT_PER_MINUTE: wholeNumber('WRITE_RATE_LIMIT_PER_MINUTE', {
    min: 1,
    max: 1_000_000,
    fallback: 60,
  }),
  /** How long an instance answers the catalogue from memory; 0 reads Firestore every time. */
  CATALOGUE_CACHE_TTL_MS: wholeNumber('CATALOGUE_CACHE_TTL_MS', { min: 0, max: 3_600_000, fallback: 60_000 }),
  /**
   * How long one request may wait on Firestore (and Auth) before the API gives up and answers 503
   * with Retry-After. Below 10 s so a shopper hears back quickly, well below the function's 30 s
   * timeout so the platform never cuts a request with a non-JSON answer.
   */
  FIRESTORE_DEADLINE_MS: wholeNumber('FIRESTORE_DEADLINE_MS', { min: 500, max: 9_000, fallback: 8_000 }),
  /**
   * How long Hosting's CDN may keep a server-rendered page (the `site` function). With the
   * catalogue's minute in memory, an owner's price change is in the served HTML within
   * CATALOGUE_CACHE_TTL_MS + this; the defaults add up to 5 minutes (docs/decisions/013).
   */
  SITE_PAGE_CDN_SECONDS: wholeNumber('SITE_PAGE_CDN_SECONDS', { min: 0, max: 3_600, fallback: 240 }),
  /**
   * The shop's public https origin (e.g. https://karadorganic.in) for absolute links the server
   * writes (/sitemap.xml). Unset: the host the request came to (Hosting's x-forwarded-host).
   */
  SITE_URL: z
    .string()
    .trim()
    .regex(
      /^https:\/\/[^/?#\s]+\/?$/,
      'SITE_URL must be the shop’s https address alone, e.g. https://karadorganic.in.',
    )
    .transform((value) => new URL(value).origin)
    .optional(),
});

export interface Config {
  writeRateLimitPerMinute: number;
  catalogueCacheTtlMs: number;
  firestoreDeadlineMs: number;
  sitePageCdnSeconds: number;
  siteUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the settings from an environment; throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty value (VAR=) means "not set", as in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.message}`).join('\n');
    throw new ConfigError(`The API cannot start: its environment has bad settings.\n${problems}`);
  }
  const c = parsed.data;
  return {
    writeRateLimitPerMinute: c.WRITE_RATE_LIMIT_PER_MINUTE,
    catalogueCacheTtlMs: c.CATALOGUE_CACHE_TTL_MS,
    firestoreDeadlineMs: c.FIRESTORE_DEADLINE_MS,
    sitePageCdnSeconds: c.SITE_PAGE_CDN_SECONDS,
    siteUrl: c.SITE_URL,
  };
}

let current: Config | undefined;

/** The settings of this process, parsed from process.env on first use (createApp does that first). */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}
