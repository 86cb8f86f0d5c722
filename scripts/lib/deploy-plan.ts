/**
 * What `npm run deploy` (scripts/deploy.ts) decides before it touches anything: which project it
 * deploys to, whether it may, and the commands it runs. Pure apart from reading the project's
 * files under `root`, so tests give it a temporary folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { MAIL_EXTENSION_ENV, parseExtensionEnv, unfilledMailParams } from './deploy-checks.js';

/**
 * Everything that must move together: rules and indexes (the API's queries need them), both
 * functions, Hosting (the `site` function's pages name the files of the same build) and the
 * e-mail extension. docs/decisions/014-one-command-deploy-and-the-email-extension.md.
 */
export const DEPLOY_TARGETS = 'firestore,functions,hosting,extensions';

export const USAGE = 'npm run deploy -- --project <project-id or alias> [--dry-run]';

export interface DeployPlan {
  projectId: string;
  /** How the project was named on the command line (an alias of .firebaserc, or the id). */
  named: string;
  dryRun: boolean;
  /** Run first; any fault stops the deploy. */
  check: string[];
  deploy: string[];
}

export type DeployDecision =
  { ok: true; plan: DeployPlan } | { ok: false; refusals: string[]; dryRun: boolean };

// Google Cloud project ids: 6 to 30 lowercase letters, digits and hyphens, starting with a letter.
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** An alias of .firebaserc ("prod") becomes its project id; anything else is taken as an id. */
export function resolveProject(named: string, root: string): string {
  const rcPath = join(root, '.firebaserc');
  const rc = existsSync(rcPath)
    ? (JSON.parse(readFileSync(rcPath, 'utf8')) as { projects?: Record<string, string> })
    : {};
  return rc.projects?.[named] ?? named;
}

/**
 * The command line and the project's files, judged. Refused: no project; a demo- project (it
 * exists only on the emulators); a name that is neither an alias nor a project id; no production
 * settings for the storefront, or settings made for another project (the pages would sign in to
 * and read that one); the e-mail extension's SMTP settings still empty; no terminal to answer
 * firebase's questions (the SMTP password on the first deploy, and before it deletes anything).
 */
export function planDeploy(argv: string[], root: string, interactive: boolean): DeployDecision {
  let values: { project?: string; 'dry-run'?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        project: { type: 'string', short: 'P' },
        'dry-run': { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return {
      ok: false,
      dryRun: false,
      refusals: [`${(error as Error).message.replace(/\.?$/, '.')} Usage: ${USAGE}`],
    };
  }
  const dryRun = values['dry-run'] === true;
  const named = values.project?.trim();
  if (!named)
    return {
      ok: false,
      dryRun,
      refusals: [
        `Name the Firebase project to deploy to: ${USAGE}. Its id is in the Firebase console (Project settings → General → Project ID); an alias is one you gave it with \`npx firebase use --add\`.`,
      ],
    };

  const projectId = resolveProject(named, root);
  const refusals: string[] = [];
  if (projectId.startsWith('demo-'))
    return {
      ok: false,
      dryRun,
      refusals: [
        `"${named}" is ${projectId === named ? 'a' : `the alias of ${projectId}, a`} demo- project: those exist only on the emulators (npm start). Name your real project.`,
      ],
    };
  if (!PROJECT_ID.test(projectId))
    return {
      ok: false,
      dryRun,
      refusals: [
        `"${named}" is neither an alias in .firebaserc nor a Firebase project id (6–30 lowercase letters, digits and hyphens).`,
      ],
    };

  const webDir = join(root, 'web');
  const webEnv = loadEnv('production', webDir, 'VITE_');
  const settingsProject = webEnv['VITE_FIREBASE_PROJECT_ID'];
  if (Object.keys(webEnv).length === 0)
    refusals.push(
      'web/.env.production.local is missing: copy web/.env.production.example to it and fill it in (README, Deploy step 5).',
    );
  else if (settingsProject !== projectId)
    refusals.push(
      `web/.env.production.local is for project "${settingsProject ?? '(none)'}", not "${projectId}": the shop's pages would sign in to and read the wrong project. Deploy to ${settingsProject ?? 'its project'}, or set VITE_FIREBASE_PROJECT_ID and the web app settings of ${projectId}.`,
    );

  const mailEnv = join(root, MAIL_EXTENSION_ENV);
  if (existsSync(mailEnv)) {
    const unfilled = unfilledMailParams(parseExtensionEnv(readFileSync(mailEnv, 'utf8')).params);
    if (unfilled.length > 0)
      refusals.push(
        `${MAIL_EXTENSION_ENV}: fill in ${unfilled.join(' and ')} (your mail provider's SMTP server and the address new-order mails come from; README, Deploy step 6).`,
      );
  }
  // A missing file is a fault of `npm run deploy:check`, which says what it must hold.

  if (!interactive && !dryRun)
    refusals.push(
      'Run `npm run deploy` in a terminal: firebase asks for the SMTP password on the first deploy, and asks before it deletes anything.',
    );

  if (refusals.length > 0) return { ok: false, dryRun, refusals };
  return {
    ok: true,
    plan: {
      projectId,
      named,
      dryRun,
      check: ['npm', 'run', 'deploy:check'],
      // Interactive on purpose (no --force, no --non-interactive): see decision 014.
      deploy: ['npx', 'firebase', 'deploy', '--project', projectId, '--only', DEPLOY_TARGETS],
    },
  };
}
