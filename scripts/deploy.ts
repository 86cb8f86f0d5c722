/**
 * `npm run deploy -- --project <project-id or alias>`: deploys everything that must move together
 * (rules and indexes, the `api` and `site` functions, Hosting, the new-order e-mail extension)
 * to one real project, after `npm run deploy:check` has passed. `--dry-run` prints what it would
 * run and runs nothing. What it refuses, and why: scripts/lib/deploy-plan.ts and
 * docs/decisions/014-one-command-deploy-and-the-email-extension.md.
 */
import { spawnSync } from 'node:child_process';
import { MAIL_EXTENSION_ENV } from './lib/deploy-checks.js';
import { planDeploy } from './lib/deploy-plan.js';
import { ROOT } from './lib/project.js';

const decision = planDeploy(process.argv.slice(2), ROOT, process.stdin.isTTY === true);
if (!decision.ok) {
  console.error(`Nothing was deployed${decision.dryRun ? ' (dry run)' : ''}:`);
  for (const refusal of decision.refusals) console.error(`  ✗ ${refusal}`);
  process.exit(1);
}
const { plan } = decision;
const shown = (command: string[]) => command.join(' ');
const target = plan.named === plan.projectId ? plan.projectId : `${plan.projectId} (alias ${plan.named})`;

if (plan.dryRun) {
  console.log(`Would deploy to ${target}:`);
  console.log(`  1. ${shown(plan.check)}`);
  console.log(`  2. ${shown(plan.deploy)}`);
  process.exit(0);
}

const runStep = (command: string[]) =>
  spawnSync(command[0]!, command.slice(1), { cwd: ROOT, stdio: 'inherit' }).status ?? 1;

console.log(`Deploying to ${target}. First, the deploy check (a few minutes):\n`);
if (runStep(plan.check) !== 0) {
  console.error('\nThe deploy check found problems (above): nothing was deployed.');
  process.exit(1);
}
console.log(`\n${shown(plan.deploy)}\n`);
const status = runStep(plan.deploy);
if (status !== 0) {
  console.error(
    `\nfirebase deploy stopped (exit ${status}). What it deployed before it stopped is live; fix what it says and run npm run deploy again (README, "Rolling back" if the shop is broken).`,
  );
  process.exit(status);
}
// Several deploys a day each get their own tag. firebase deploy notes the extension's state
// (etags) in .firebaserc; committed with the tag, a rollback to it knows what it had deployed.
const stamp = new Date().toISOString().slice(0, 16).replace('T', '-').replace(':', '');
console.log(
  [
    '\nDeployed. Record it, so you can come back to it (README, "Rolling back"):',
    `  git add .firebaserc ${MAIL_EXTENSION_ENV} && git commit -m "Deployed to ${plan.named}"`,
    `  git tag deploy-${stamp} && git push --tags`,
  ].join('\n'),
);
