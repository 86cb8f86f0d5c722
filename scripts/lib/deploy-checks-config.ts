/**
 * The deploy's configuration besides code, checked offline: firebase.json and
 * firestore.indexes.json as firebase-tools validates them, the rules as the Firestore emulator
 * compiles them, functions/.env as the function reads it at start, and the settings a real shop is
 * seeded with. Also the shapes the other deploy checks share: firebase.json's (FirebaseJson) and
 * what a check found (Findings). The index of all the checks is scripts/lib/deploy-checks.ts.
 */
import { createRequire } from 'node:module';
import { parseConfig } from '../../functions/src/lib/config.js';
import { upiProblem, type ShopSettings } from '../../functions/src/contract/settings.js';

const require = createRequire(import.meta.url);

export interface FirebaseJson {
  functions?: { source?: string; runtime?: string }[] | { source?: string; runtime?: string };
  hosting?: {
    public?: string;
    ignore?: string[];
    rewrites?: { source: string; function?: { functionId: string; region?: string } }[];
    headers?: { source: string; headers: { key: string; value: string }[] }[];
  };
  /** Extension instances: instance id → "publisher/extension@version". */
  extensions?: Record<string, unknown>;
  [key: string]: unknown;
}

export const functionsConfigs = (config: FirebaseJson) =>
  config.functions === undefined
    ? []
    : Array.isArray(config.functions)
      ? config.functions
      : [config.functions];

/** What a check found: faults stop a deploy; warnings are printed and let it go ahead. */
export interface Findings {
  faults: string[];
  warnings: string[];
}

// ── firebase.json, indexes ──────────────────────────────────────────────────────────────────

interface AjvError {
  keyword: string;
  instancePath: string;
  params: unknown;
  message?: string;
}

/** firebase.json as firebase-tools validates it offline: its JSON schema and its config checks. */
export function firebaseJsonFaults(config: FirebaseJson, projectRoot: string): string[] {
  const faults: string[] = [];
  const { getValidator, getErrorMessage } = require('firebase-tools/lib/firebaseConfigValidate.js') as {
    getValidator: () => ((data: unknown) => boolean) & { errors?: AjvError[] | null };
    getErrorMessage: (error: AjvError) => string;
  };
  const validate = getValidator();
  // firebase-tools' generated schema gives "extensions" no properties and forbids any, so it
  // rejects the very entries `firebase ext:install` writes (instance id → "publisher/name@version"),
  // and, as it stops at its first error, would hide every later one. firebase-tools itself only
  // logs schema errors at debug level. The entries are checked here and by mailExtensionFindings.
  const { extensions, ...withoutExtensions } = config;
  for (const [id, ref] of Object.entries(extensions ?? {}))
    if (typeof ref !== 'string')
      faults.push(
        `firebase.json's extensions.${id} is ${JSON.stringify(ref)}, not "publisher/name@version".`,
      );
  if (!validate(withoutExtensions)) {
    // anyOf branches repeat themselves: keep the most specific messages, once each.
    const messages = (validate.errors ?? []).filter((e) => e.keyword !== 'anyOf').map(getErrorMessage);
    faults.push(...new Set(messages));
  }
  const attempt = (what: string, check: () => void) => {
    try {
      check();
    } catch (error) {
      faults.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  attempt('functions', () => {
    const projectConfig = require('firebase-tools/lib/functions/projectConfig.js') as {
      normalizeAndValidate: (config: unknown) => unknown;
    };
    projectConfig.normalizeAndValidate(config.functions);
  });
  attempt('hosting', () => {
    const hosting = require('firebase-tools/lib/hosting/config.js') as {
      validate: (configs: unknown[], options: unknown) => void;
    };
    hosting.validate([config.hosting], { projectRoot, cwd: projectRoot });
  });
  return faults;
}

/** firestore.indexes.json as firebase-tools parses it before it deploys indexes. */
export function indexFaults(indexes: unknown): string[] {
  const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as {
    FirestoreApi: new () => {
      validateSpec: (spec: unknown) => void;
      upgradeOldSpec: (spec: unknown) => unknown;
    };
  };
  const api = new FirestoreApi();
  try {
    api.validateSpec(api.upgradeOldSpec(indexes));
    return [];
  } catch (error) {
    return [`firestore.indexes.json: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** The issues the Firestore emulator found compiling firestore.rules (it calls some warnings). */
export function rulesFaults(answer: {
  issues?: { description: string; sourcePosition?: { line?: number } }[];
}) {
  return (answer.issues ?? []).map(
    (issue) => `firestore.rules line ${issue.sourcePosition?.line ?? '?'}: ${issue.description}`,
  );
}

// ── What a real shop starts with ────────────────────────────────────────────────────────────

/**
 * The settings `npm run seed -- --real` writes for a new shop (DEFAULT_SHOP_SETTINGS) hold no
 * payment detail that is a sample: its UPI id is not set (the owner sets it in the back office),
 * never a placeholder that shoppers would pay to.
 */
export function seedSettingsFaults(settings: ShopSettings): string[] {
  const problem = upiProblem(settings.upi);
  if (problem === 'notSet' || problem === null) return [];
  return [
    `The settings a real shop is seeded with name a ${problem} UPI id ("${settings.upi.id}"): a new shop must start with none (functions/src/contract/settings.ts DEFAULT_SHOP_SETTINGS).`,
  ];
}

/**
 * functions/.env, which Cloud Functions reads at deploy: a value the function would refuse at
 * start (it stops with a message in its logs) is refused here, before the deploy.
 */
export function functionsEnvFaults(text: string | undefined): string[] {
  if (text === undefined) return [];
  const env = Object.fromEntries(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && line.includes('='))
      .map((line) => {
        const at = line.indexOf('=');
        return [
          line.slice(0, at).trim(),
          line
            .slice(at + 1)
            .trim()
            .replace(/^(['"])(.*)\1$/, '$2'),
        ];
      }),
  );
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    return [`functions/.env: ${error instanceof Error ? error.message : String(error)}`];
  }
}
