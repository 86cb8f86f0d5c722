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
  /**
   * The longest an instance answers the catalogue from one read of it; 0 reads Firestore every
   * time. Writes through the API show sooner: at once on the instance that made them, within
   * CATALOGUE_CHECK_MS (2 s) on the others (products.service.ts); this bounds what they cannot see,
   * such as an edit in the Firebase console.
   */
  CATALOGUE_CACHE_TTL_MS: wholeNumber('CATALOGUE_CACHE_TTL_MS', { min: 0, max: 3_600_000, fallback: 60_000 }),
  /**
   * How long one request may wait on Firestore (and Auth) before the API gives up and answers 503
   * with Retry-After. Below 10 s so a shopper hears back quickly, well below the function's 30 s
   * timeout so the platform never cuts a request with a non-JSON answer.
   */
  FIRESTORE_DEADLINE_MS: wholeNumber('FIRESTORE_DEADLINE_MS', { min: 500, max: 9_000, fallback: 8_000 }),
  /**
   * How long Hosting's CDN may keep a server-rendered page (the `site` function) and a catalogue
   * answer (`GET /api/products…`). An owner's price change or an order's stock is in what is served
   * within CATALOGUE_CHECK_MS + this: 12 s by default (issue 36; docs/decisions/013). Each page a
   * CDN edge asks for again costs one render from the instance's memory (milliseconds).
   */
  SITE_PAGE_CDN_SECONDS: wholeNumber('SITE_PAGE_CDN_SECONDS', { min: 0, max: 3_600, fallback: 10 }),
});

/**
 * SITE_URL was once the sitemap's origin. The shop's address now has one source, the storefront
 * build's VITE_SITE_URL (docs/decisions/013); a leftover value would silently disagree with it.
 */
const RETIRED_SITE_URL =
  'SITE_URL is no longer read: the shop’s address comes from VITE_SITE_URL in web/.env.production.local. Remove SITE_URL from functions/.env.';

export interface Config {
  writeRateLimitPerMinute: number;
  catalogueCacheTtlMs: number;
  firestoreDeadlineMs: number;
  sitePageCdnSeconds: number;
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
  const retired = 'SITE_URL' in present ? [RETIRED_SITE_URL] : [];
  if (!parsed.success || retired.length > 0) {
    const issues = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    const problems = [...retired, ...issues].map((message) => `  - ${message}`).join('\n');
    throw new ConfigError(`The API cannot start: its environment has bad settings.\n${problems}`);
  }
  const c = parsed.data;
  return {
    writeRateLimitPerMinute: c.WRITE_RATE_LIMIT_PER_MINUTE,
    catalogueCacheTtlMs: c.CATALOGUE_CACHE_TTL_MS,
    firestoreDeadlineMs: c.FIRESTORE_DEADLINE_MS,
    sitePageCdnSeconds: c.SITE_PAGE_CDN_SECONDS,
  };
}

let current: Config | undefined;

/** The settings of this process, parsed from process.env on first use (createApp does that first). */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}
