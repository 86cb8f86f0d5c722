/**
 * The storefront's build settings: every VITE_* variable the web app is built with, validated once
 * here, on the Node side (vite.config.ts), so zod costs the shop's bundle nothing.
 *
 * - Local builds (`--mode emulator`, used by `npm start`, `npm run dev` and the tests) fill the
 *   owner's details with the SAMPLES below, so a newcomer needs no setup.
 * - Every other mode is a build for real shoppers: it refuses emulator settings, and it refuses
 *   to build while any required detail is missing or still a sample, naming each variable. A
 *   shopper's order must never be handed to a made-up WhatsApp number.
 *
 * The owner writes them in web/.env.production.local (template: web/.env.production.example;
 * README, "Deploy").
 */
import { z } from 'zod';

/** Modes whose builds talk to the emulators on this machine and never reach shoppers. */
const LOCAL_MODES = new Set(['emulator', 'development', 'test']);
export const isLocalMode = (mode: string) => LOCAL_MODES.has(mode);

/**
 * The owner's details in local builds. Deliberately unreachable: reserved example.com mail, a
 * number of zeros, and "sample" in the visible text. A production build refuses each of them.
 */
export const SAMPLES = {
  VITE_SHOP_PHONE: '+91 00000 00000',
  VITE_SHOP_WHATSAPP: '910000000000',
  VITE_SHOP_EMAIL: 'hello@example.com',
  VITE_SHOP_ORDERS_EMAIL: 'orders@example.com',
  VITE_SHOP_ADDRESS: 'Karad Organic Farm (sample address) | Karad, Satara district | Maharashtra 415110',
  /** The same address as Marathi pages show it ("नमुना पत्ता": sample address). */
  VITE_SHOP_ADDRESS_MR: 'Karad Organic फार्म (नमुना पत्ता) | कराड, सातारा जिल्हा | महाराष्ट्र 415110',
  VITE_SHOP_INSTAGRAM_URL: 'https://www.instagram.com/sample.karad.organic',
  VITE_SHOP_FACEBOOK_URL: 'https://www.facebook.com/sample.karad.organic',
  VITE_SHOP_YOUTUBE_URL: 'https://www.youtube.com/@sample.karad.organic',
  VITE_SHOP_FSSAI_LICENCE: '00000000000000',
  VITE_SHOP_ORGANIC_CERTIFICATE: 'SAMPLE-ORGANIC-CERTIFICATE',
} as const;

/**
 * The shop's address in a local build unless the stack names its own (the test stack's Hosting
 * runs on a free port): `npm start`'s Hosting emulator (firebase.json emulators.hosting).
 */
export const LOCAL_SITE_URL = 'http://127.0.0.1:5002';

/**
 * Settings that are no longer build settings. The farm's UPI id has one source, `settings/shop`
 * (the back office's Settings → Payments): the server answers it with each order, so a second
 * copy here could only disagree with it.
 */
const RETIRED: Record<string, string> = {
  VITE_SHOP_UPI_ID:
    'is no longer a build setting: set the farm’s UPI id in the back office (Settings → Payments) and remove this line.',
  VITE_SHOP_UPI_PAYEE_NAME:
    'is no longer a build setting: set the payee name in the back office (Settings → Payments) and remove this line.',
};

/** Settings that only make sense against the emulators; a production build refuses them. */
const EMULATOR_ONLY = /EMULATOR/;
const LOOPBACK = /\b(localhost|127\.0\.0\.1|0\.0\.0\.0)\b|\[::1\]/i;

const text = (max: number) =>
  z.string().trim().min(2, 'is too short').max(max, `is longer than ${max} characters`);

/** An address as lines separated by |, two to five. */
const addressLines = z
  .string()
  .transform((value) =>
    value
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(text(80)).min(2, 'must have at least two lines, separated by |').max(5, 'has more than 5 lines'),
  );
const https = (host: string) =>
  z.url({
    protocol: /^https$/,
    hostname: new RegExp(`(^|\\.)${host.replaceAll('.', '\\.')}$`),
    error: `must be an https link on ${host}`,
  });

const Schema = z.object({
  // product.md §5: Firebase Auth rejects an API key with a colon (a pasted "apiKey: …" line, say).
  VITE_FIREBASE_API_KEY: z
    .string()
    .min(1, 'is empty')
    .refine((key) => !key.includes(':'), 'must not contain a colon: paste only the key itself'),
  VITE_FIREBASE_AUTH_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a host name, e.g. your-project.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Firebase project id, e.g. karad-organic'),
  VITE_FIREBASE_APP_ID: z.string().min(1, 'is empty'),
  VITE_FIREBASE_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,}$/, 'must be a Google Analytics measurement id, e.g. G-ABC123XYZ9')
    .optional(),
  VITE_AUTH_EMULATOR_URL: z.url({ protocol: /^https?$/, error: 'must be the Auth emulator URL' }).optional(),
  VITE_SHOP_PHONE: z
    .string()
    .trim()
    .regex(
      /^\+?\d[\d -]{8,18}\d$/,
      'must be a phone number as shoppers should read it, e.g. +91 98220 12345',
    ),
  VITE_SHOP_WHATSAPP: z
    .string()
    .transform((value) => value.replace(/[\s+-]/g, ''))
    .pipe(
      z.string().regex(/^[1-9]\d{9,14}$/, 'must be country code and number, digits only, e.g. 919822012345'),
    ),
  VITE_SHOP_EMAIL: z.email('must be an e-mail address'),
  VITE_SHOP_ORDERS_EMAIL: z.email('must be an e-mail address'),
  VITE_SHOP_ADDRESS: addressLines,
  /** The address in Marathi, for the Marathi pages (optional: they show the English one without it). */
  VITE_SHOP_ADDRESS_MR: addressLines.optional(),
  VITE_SHOP_INSTAGRAM_URL: https('instagram.com').optional(),
  VITE_SHOP_FACEBOOK_URL: https('facebook.com').optional(),
  VITE_SHOP_YOUTUBE_URL: https('youtube.com').optional(),
  VITE_SHOP_FSSAI_LICENCE: z
    .string()
    .trim()
    .regex(/^\d{14}$/, 'must be the 14-digit FSSAI licence number'),
  VITE_SHOP_ORGANIC_CERTIFICATE: text(80),
  // Link previews, canonical links and robots.txt need the shop's own address, absolute.
  VITE_SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be the shop’s address, e.g. https://karadorganic.in' })
    .refine(
      (value) => /^https?:\/\/[^/?#]+\/?$/.test(value),
      'must be the address alone: no path, query or #',
    )
    .transform((value) => new URL(value).origin)
    .optional(),
});

type Variable = keyof typeof Schema.shape;
export const VARIABLES = Object.keys(Schema.shape) as Variable[];

/**
 * Optional everywhere: analytics turns on with its id, social icons show for the links given, the
 * Marathi pages show the English address without a Marathi one.
 */
const OPTIONAL: Variable[] = [
  'VITE_AUTH_EMULATOR_URL',
  // The Marathi pages show the English address without it.
  'VITE_SHOP_ADDRESS_MR',
  'VITE_SHOP_INSTAGRAM_URL',
  'VITE_SHOP_FACEBOOK_URL',
  'VITE_SHOP_YOUTUBE_URL',
];
/** Required for shoppers, off locally (product.md §1: page-view analytics; no Google offline). */
const REQUIRED_IN_PRODUCTION: Variable[] = ['VITE_FIREBASE_MEASUREMENT_ID', 'VITE_SITE_URL'];

export const REQUIRED = VARIABLES.filter(
  (name) => !OPTIONAL.includes(name) && !REQUIRED_IN_PRODUCTION.includes(name),
);

export type SocialNetwork = 'Instagram' | 'Facebook' | 'YouTube';

/** What the pages show (web/src/config/shop.ts), compiled into the bundle as __SHOP_SETTINGS__. */
export interface ShopSettings {
  phone: string;
  whatsAppNumber: string;
  emails: { general: string; orders: string };
  address: { lines: string[]; oneLine: string };
  /** The address as Marathi pages show it, when the owner gave one. */
  addressMr?: { lines: string[]; oneLine: string };
  social: { name: SocialNetwork; url: string }[];
  fssaiLicence: string;
  organicCertificate: string;
  /**
   * The shop's public origin (https://…, no trailing slash): the one source of every absolute URL
   * a page or the sitemap names. Local builds name their own Hosting emulator.
   */
  siteUrl: string;
}

export interface BuildSettings {
  local: boolean;
  authDomain: string;
  authEmulatorUrl: string | undefined;
  shop: ShopSettings;
}

/**
 * Validates the build's VITE_* variables for `mode`. Throws one error that names every variable
 * that is wrong and says why.
 */
export function parseBuildSettings(env: Record<string, string | undefined>, mode: string): BuildSettings {
  const local = isLocalMode(mode);
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const problems: string[] = [];
  if (!local) {
    for (const [name, value] of Object.entries(given)) {
      if (!name.startsWith('VITE_')) continue;
      if (RETIRED[name]) problems.push(`${name} ${RETIRED[name]}`);
      else if (EMULATOR_ONLY.test(name)) problems.push(`${name} is for local builds only: remove it.`);
      else if (LOOPBACK.test(value!)) problems.push(`${name} points at this computer (${value}).`);
    }
    for (const name of [...REQUIRED, ...REQUIRED_IN_PRODUCTION])
      if (!given[name]) problems.push(`${name} is missing.`);
    for (const [name, sample] of Object.entries(SAMPLES))
      if (given[name]?.trim() === sample) problems.push(`${name} is still the sample value "${sample}".`);
    if (given['VITE_SITE_URL'] && !given['VITE_SITE_URL'].startsWith('https://'))
      problems.push(
        'VITE_SITE_URL must be an https address: shoppers and search engines reach the shop over https.',
      );
    if (given['VITE_FIREBASE_PROJECT_ID']?.startsWith('demo-'))
      problems.push('VITE_FIREBASE_PROJECT_ID is a demo- project, which exists only on the emulators.');
  }
  const parsed = Schema.safeParse(local ? { ...SAMPLES, VITE_SITE_URL: LOCAL_SITE_URL, ...given } : given);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      // "is missing" is said once, above, for production builds.
      if (!local && !given[name]) continue;
      problems.push(`${name} ${issue.code === 'invalid_type' ? 'is missing' : issue.message}.`);
    }
  }
  if (problems.length > 0 || !parsed.success) {
    const where = local
      ? 'The local build settings'
      : `The production build settings (web/.env.${mode}.local; template web/.env.production.example; README, "Deploy")`;
    throw new Error(`${where} are not usable:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  const s = parsed.data;
  const social: ShopSettings['social'] = [];
  if (s.VITE_SHOP_INSTAGRAM_URL) social.push({ name: 'Instagram', url: s.VITE_SHOP_INSTAGRAM_URL });
  if (s.VITE_SHOP_FACEBOOK_URL) social.push({ name: 'Facebook', url: s.VITE_SHOP_FACEBOOK_URL });
  if (s.VITE_SHOP_YOUTUBE_URL) social.push({ name: 'YouTube', url: s.VITE_SHOP_YOUTUBE_URL });
  return {
    local,
    authDomain: s.VITE_FIREBASE_AUTH_DOMAIN,
    authEmulatorUrl: local ? s.VITE_AUTH_EMULATOR_URL : undefined,
    shop: {
      phone: s.VITE_SHOP_PHONE,
      whatsAppNumber: s.VITE_SHOP_WHATSAPP,
      emails: { general: s.VITE_SHOP_EMAIL, orders: s.VITE_SHOP_ORDERS_EMAIL },
      address: { lines: s.VITE_SHOP_ADDRESS, oneLine: s.VITE_SHOP_ADDRESS.join(', ') },
      ...(s.VITE_SHOP_ADDRESS_MR
        ? { addressMr: { lines: s.VITE_SHOP_ADDRESS_MR, oneLine: s.VITE_SHOP_ADDRESS_MR.join(', ') } }
        : {}),
      social,
      fssaiLicence: s.VITE_SHOP_FSSAI_LICENCE,
      organicCertificate: s.VITE_SHOP_ORGANIC_CERTIFICATE,
      // Required in production (above); local builds always have one (LOCAL_SITE_URL).
      siteUrl: s.VITE_SITE_URL ?? LOCAL_SITE_URL,
    },
  };
}

/** The shop settings of a local build, as `npm start` and the tests see them. */
export const sampleShopSettings = (): ShopSettings =>
  parseBuildSettings(
    {
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-karad-organic.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo-karad-organic',
      VITE_FIREBASE_APP_ID: 'demo-app-id',
    },
    'emulator',
  ).shop;

/**
 * The page's own Content-Security-Policy frame-src, narrower than the header's in firebase.json:
 * only this project's auth domain (Google sign-in's iframe and popup handler) and reCAPTCHA's
 * frames (phone sign-in), plus the Auth emulator in local builds. See
 * docs/decisions/005-production-csp-and-build-settings.md.
 */
export function frameSources(settings: BuildSettings): string[] {
  const sources = [
    `https://${settings.authDomain}`,
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
  ];
  if (settings.authEmulatorUrl) sources.push(new URL(settings.authEmulatorUrl).origin);
  return sources;
}
