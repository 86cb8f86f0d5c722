/**
 * The new-order e-mail extension ("Trigger Email from Firestore"), checked before a deploy: how
 * firebase.json declares it and what its .env tells it (docs/decisions/014). scripts/deploy.ts and
 * the deploy plan read the same .env through parseExtensionEnv. The index of all the checks is
 * scripts/lib/deploy-checks.ts.
 */
import { createRequire } from 'node:module';
import type { Findings, FirebaseJson } from './deploy-checks-config.js';

const require = createRequire(import.meta.url);

/** The "Trigger Email from Firestore" extension as firebase.json declares it (instance id = ref's name). */
export const MAIL_EXTENSION = 'firestore-send-email';
const MAIL_EXTENSION_REF = /^firebase\/firestore-send-email@(\d+\.\d+\.\d+)$/;
/** The collection the API writes its mails to (functions/src/mail/mail.repository.ts). */
export const MAIL_COLLECTION = 'mail';
/** The shop's Firestore database, functions and the extension all live in Mumbai. */
export const SHOP_LOCATION = 'asia-south1';
export const MAIL_EXTENSION_ENV = `extensions/${MAIL_EXTENSION}.env`;
/** What the owner fills in (their mail provider); empty in the repository. */
export const MAIL_OWNER_PARAMS = ['SMTP_CONNECTION_URI', 'DEFAULT_FROM'] as const;

/** An extension's .env as `firebase deploy` reads it (firebase-tools' own dotenv parser). */
export function parseExtensionEnv(text: string): { params: Record<string, string>; errors: string[] } {
  const { parse } = require('firebase-tools/lib/functions/env.js') as {
    parse: (data: string) => { envs: Record<string, string>; errors: string[] };
  };
  const { envs, errors } = parse(text.trim());
  return { params: envs, errors };
}

/** The owner's parameters that are still empty: no mail can be sent until they are filled in. */
export const unfilledMailParams = (params: Record<string, string>) =>
  MAIL_OWNER_PARAMS.filter((name) => !params[name]?.trim());

/**
 * The e-mail extension, checked before a deploy: declared in firebase.json at a pinned version
 * (a range or "latest" would install whatever is newest on the day of a rollback), and its .env
 * pointing it at this shop's `mail` collection in asia-south1 with the SMTP password kept in
 * Secret Manager. Warnings: the owner's SMTP settings are still empty (`npm run deploy` refuses
 * them; CI has none).
 */
export function mailExtensionFindings(config: FirebaseJson, envText: string | undefined): Findings {
  const findings: Findings = { faults: [], warnings: [] };
  const { faults } = findings;
  const declared = config.extensions?.[MAIL_EXTENSION];
  if (declared === undefined)
    faults.push(
      `firebase.json declares no "${MAIL_EXTENSION}" extension: new-order e-mails would never be sent. Add "extensions": { "${MAIL_EXTENSION}": "firebase/${MAIL_EXTENSION}@<version>" }.`,
    );
  else if (typeof declared !== 'string' || !MAIL_EXTENSION_REF.test(declared))
    faults.push(
      `firebase.json's "${MAIL_EXTENSION}" is ${JSON.stringify(declared)}: pin it to one version, e.g. "firebase/${MAIL_EXTENSION}@0.2.7".`,
    );
  if (envText === undefined) {
    faults.push(
      `${MAIL_EXTENSION_ENV} is missing: firebase deploy reads the extension's parameters from it.`,
    );
    return findings;
  }
  const { params, errors } = parseExtensionEnv(envText);
  for (const line of errors) faults.push(`${MAIL_EXTENSION_ENV}: cannot read the line "${line}".`);
  const expect = (name: string, wanted: string, why: string) => {
    if (params[name] !== wanted)
      faults.push(
        `${MAIL_EXTENSION_ENV}: ${name} is ${JSON.stringify(params[name] ?? null)}, not ${wanted} (${why}).`,
      );
  };
  expect('MAIL_COLLECTION', MAIL_COLLECTION, 'the collection the API writes new-order mails to');
  expect('DATABASE', '(default)', "the shop's Firestore database");
  expect('DATABASE_REGION', SHOP_LOCATION, "the location of the shop's Firestore database");
  expect('firebaseextensions.v1beta.function/location', SHOP_LOCATION, "where the extension's function runs");
  // Deploys fill in no defaults: every parameter the extension requires must be here.
  for (const name of ['AUTH_TYPE', 'TTL_EXPIRE_TYPE', 'TTL_EXPIRE_VALUE', ...MAIL_OWNER_PARAMS])
    if (!(name in params))
      faults.push(`${MAIL_EXTENSION_ENV} does not name ${name}, which the extension requires.`);
  const password = params['SMTP_PASSWORD'] ?? '';
  if (!/^projects\/[^/]+\/secrets\/[^/]+\/versions\/[^/]+$/.test(password))
    faults.push(
      `${MAIL_EXTENSION_ENV}: SMTP_PASSWORD must name a Secret Manager secret (projects/\${param:PROJECT_NUMBER}/secrets/<name>/versions/latest), never the password itself.`,
    );
  const uri = params['SMTP_CONNECTION_URI']?.trim() ?? '';
  // The user part may itself hold an @ (user@example.com@smtp.example.com:465): it ends at the last one.
  const smtp = /^smtps?:\/\/(?:(\S*)@)?[^\s:@/]+:\d+(?:\?\S*)?$/.exec(uri);
  if (uri && !smtp)
    faults.push(
      `${MAIL_EXTENSION_ENV}: SMTP_CONNECTION_URI "${uri}" is not smtps://user@host:port (or smtp://…:587).`,
    );
  if (smtp?.[1]?.includes(':'))
    faults.push(
      `${MAIL_EXTENSION_ENV}: SMTP_CONNECTION_URI holds a password: remove it (the first deploy asks for it and keeps it in Secret Manager).`,
    );
  const from = params['DEFAULT_FROM']?.trim() ?? '';
  const address = '[^\\s<>@]+@[^\\s<>@]+\\.[^\\s<>@.]{2,}';
  if (from && !new RegExp(`^(?:${address}|[^<>]*<${address}>)$`).test(from))
    faults.push(
      `${MAIL_EXTENSION_ENV}: DEFAULT_FROM "${from}" is not an address such as Karad Organic <orders@yourfarm.in>.`,
    );
  // The README's own examples are samples: mail would go nowhere, or to someone else's domain.
  for (const name of MAIL_OWNER_PARAMS) {
    const value = params[name] ?? '';
    if (/\bsmtp\.example\.com\b|\byourfarm\.in\b/i.test(value))
      faults.push(
        `${MAIL_EXTENSION_ENV}: ${name} is still the README's example ("${value}"): use your mail provider's settings.`,
      );
  }
  const unfilled = unfilledMailParams(params);
  if (unfilled.length > 0)
    findings.warnings.push(
      `${MAIL_EXTENSION_ENV}: ${unfilled.join(' and ')} ${unfilled.length > 1 ? 'are' : 'is'} empty: fill in your mail provider's settings before \`npm run deploy\` (it refuses until then).`,
    );
  return findings;
}
