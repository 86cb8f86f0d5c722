import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEPLOY_TARGETS, planDeploy, type DeployDecision } from './deploy-plan.js';
import { ROOT } from './project.js';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The repository's own extension parameters, with the owner's two lines filled in. */
const filledMailEnv = readFileSync(join(ROOT, 'extensions/firestore-send-email.env'), 'utf8')
  .replace(
    /^SMTP_CONNECTION_URI=$/m,
    'SMTP_CONNECTION_URI=smtps://orders@karadorganic.in@smtp.example.net:465',
  )
  .replace(/^DEFAULT_FROM=$/m, 'DEFAULT_FROM=Karad Organic <orders@karadorganic.in>');

/** A project folder as an owner has it before `npm run deploy`; `files` replace or (null) remove. */
function ownerProject(files: Record<string, string | null> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'deploy-plan-test-'));
  folders.push(root);
  const all: Record<string, string | null> = {
    '.firebaserc': JSON.stringify({
      projects: { default: 'demo-karad-organic', prod: 'karad-organic-shop' },
    }),
    'web/.env.production.local':
      'VITE_FIREBASE_PROJECT_ID=karad-organic-shop\nVITE_SITE_URL=https://karadorganic.in\n',
    'extensions/firestore-send-email.env': filledMailEnv,
    ...files,
  };
  for (const [path, content] of Object.entries(all)) {
    if (content === null) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const refusals = (decision: DeployDecision) => (decision.ok ? [] : decision.refusals);

describe('npm run deploy: what it runs', () => {
  it('checks first, then deploys rules, indexes, functions, Hosting and the extension to the named project', () => {
    const decision = planDeploy(['--project', 'karad-organic-shop'], ownerProject(), true);
    expect(decision).toEqual({
      ok: true,
      plan: {
        projectId: 'karad-organic-shop',
        named: 'karad-organic-shop',
        dryRun: false,
        check: ['npm', 'run', 'deploy:check'],
        deploy: [
          'npx',
          'firebase',
          'deploy',
          '--project',
          'karad-organic-shop',
          '--only',
          'firestore,functions,hosting,extensions',
        ],
      },
    });
    expect(DEPLOY_TARGETS.split(',')).toEqual(['firestore', 'functions', 'hosting', 'extensions']);
  });

  it('resolves an alias of .firebaserc to its project id, and never answers firebase’s questions for the owner', () => {
    const decision = planDeploy(['--project', 'prod', '--dry-run'], ownerProject(), true);
    expect(decision.ok && decision.plan).toMatchObject({
      projectId: 'karad-organic-shop',
      named: 'prod',
      dryRun: true,
    });
    const deploy = decision.ok ? decision.plan.deploy : [];
    expect(deploy).toContain('karad-organic-shop');
    // --force would delete functions and extension instances missing here, and accept terms, unasked.
    expect(deploy).not.toContain('--force');
    expect(deploy).not.toContain('--non-interactive');
  });
});

describe('npm run deploy: what it refuses', () => {
  it('refuses without a project, naming where to find its id', () => {
    expect(refusals(planDeploy([], ownerProject(), true))[0]).toMatch(
      /Name the Firebase project to deploy to: npm run deploy -- --project <project-id or alias>.*Project ID/,
    );
    expect(refusals(planDeploy(['--project', ' '], ownerProject(), true))[0]).toMatch(
      /Name the Firebase project/,
    );
    expect(refusals(planDeploy(['--project'], ownerProject(), true))[0]).toMatch(/argument missing/);
    expect(refusals(planDeploy(['--projet', 'prod'], ownerProject(), true))[0]).toMatch(
      /Unknown option '--projet'/,
    );
  });

  it('refuses demo- projects, by id or by alias', () => {
    expect(refusals(planDeploy(['--project', 'demo-karad-organic'], ownerProject(), true))).toEqual([
      '"demo-karad-organic" is a demo- project: those exist only on the emulators (npm start). Name your real project.',
    ]);
    expect(refusals(planDeploy(['--project', 'default'], ownerProject(), true))[0]).toMatch(
      /"default" is the alias of demo-karad-organic, a demo- project/,
    );
  });

  it('refuses a name that is neither an alias nor a project id', () => {
    expect(refusals(planDeploy(['--project', 'prdo'], ownerProject(), true))[0]).toMatch(
      /"prdo" is neither an alias in .firebaserc nor a Firebase project id/,
    );
  });

  it("refuses without the storefront's production settings, or with another project's", () => {
    expect(
      refusals(planDeploy(['--project', 'prod'], ownerProject({ 'web/.env.production.local': null }), true)),
    ).toEqual([
      'web/.env.production.local is missing: copy web/.env.production.example to it and fill it in (README, Deploy step 5).',
    ]);
    expect(refusals(planDeploy(['--project', 'karad-organic-test'], ownerProject(), true))[0]).toMatch(
      /web\/.env.production.local is for project "karad-organic-shop", not "karad-organic-test"/,
    );
  });

  it('refuses while the e-mail extension’s SMTP settings are empty, as the repository has them', () => {
    const root = ownerProject({
      'extensions/firestore-send-email.env': readFileSync(
        join(ROOT, 'extensions/firestore-send-email.env'),
        'utf8',
      ),
    });
    expect(refusals(planDeploy(['--project', 'prod'], root, true))).toEqual([
      "extensions/firestore-send-email.env: fill in SMTP_CONNECTION_URI and DEFAULT_FROM (your mail provider's SMTP server and the address new-order mails come from; README, Deploy step 6).",
    ]);
  });

  it('refuses without a terminal (firebase asks for the SMTP password and before deleting), except for a dry run', () => {
    expect(refusals(planDeploy(['--project', 'prod'], ownerProject(), false))[0]).toMatch(
      /Run `npm run deploy` in a terminal/,
    );
    expect(planDeploy(['--project', 'prod', '--dry-run'], ownerProject(), false).ok).toBe(true);
  });

  it('lists every refusal at once', () => {
    const root = ownerProject({
      'web/.env.production.local': null,
      'extensions/firestore-send-email.env': 'SMTP_CONNECTION_URI=\nDEFAULT_FROM=\n',
    });
    expect(refusals(planDeploy(['--project', 'prod'], root, false))).toHaveLength(3);
  });
});

describe('scripts/deploy.ts, run', () => {
  const deploy = (...args: string[]) =>
    spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/deploy.ts'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  // Two runs of the script through tsx: seconds each on a machine busy with the browser suites.
  it('exits 1 and deploys nothing without a project, or with the demo project', { timeout: 30_000 }, () => {
    const none = deploy('--dry-run');
    expect(none.status).toBe(1);
    expect(none.stderr).toMatch(/Nothing was deployed \(dry run\):\n {2}✗ Name the Firebase project/);
    const demo = deploy('--project', 'default');
    expect(demo.status).toBe(1);
    expect(demo.stderr).toMatch(/alias of demo-karad-organic, a demo- project/);
  });
});
