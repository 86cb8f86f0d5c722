/**
 * `npm run lock:functions`: writes functions/package-lock.json from the root package-lock.json
 * (scripts/lib/functions-lock.ts). With `--check` it only says whether the file is current, and
 * fails when it is missing or stale (the functions predeploy hook runs that).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS_LOCK, functionsLockState, staleLockfileFault } from './lib/functions-lock-state.js';
import { ROOT } from './lib/project.js';

const { expected, committed } = functionsLockState(ROOT);
const fault = staleLockfileFault(expected, committed, FUNCTIONS_LOCK);
if (process.argv.includes('--check')) {
  if (fault) {
    console.error(fault);
    process.exit(1);
  }
  console.log(`${FUNCTIONS_LOCK} is current.`);
} else if (!fault) {
  console.log(`${FUNCTIONS_LOCK} is already current.`);
} else {
  writeFileSync(join(ROOT, FUNCTIONS_LOCK), expected);
  console.log(`Wrote ${FUNCTIONS_LOCK} from package-lock.json.`);
}
