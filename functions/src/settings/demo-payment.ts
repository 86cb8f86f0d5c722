import { isDemoProjectId } from '../contract/settings.js';
import { db } from '../lib/firestore.js';
import { findDemoSettings } from './settings.repository.js';

/**
 * The demo payment (docs/decisions/011, addendum): on a demo project whose seed turned it on
 * (`settings/demo` `{ payment: true }`), cash on delivery is offered for every order the farm can
 * deliver, anywhere in India and at any total, and the checkout labels it as a demo. A newcomer
 * on `npm start` (no UPI id, cash on delivery in Karad only) can then walk a whole order from a
 * Pune address with no setup.
 */

/**
 * Every project id this process is told of (Firebase sets GCLOUD_PROJECT and FIREBASE_CONFIG for
 * a function, on the emulators as in production; Google's libraries read GOOGLE_CLOUD_PROJECT).
 */
function projectIdsOf(env: NodeJS.ProcessEnv): string[] {
  const ids = [env['GCLOUD_PROJECT'], env['GOOGLE_CLOUD_PROJECT']];
  try {
    const config = JSON.parse(env['FIREBASE_CONFIG'] ?? '{}') as { projectId?: unknown };
    if (typeof config.projectId === 'string') ids.push(config.projectId);
  } catch {
    // FIREBASE_CONFIG may also be a file name; GCLOUD_PROJECT then says the project.
  }
  return ids.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
}

/**
 * Whether this API runs on a demo project: some project id is known and every one is `demo-…`.
 * It fails closed: no id at all, or one real id among them, is a real project.
 */
export function isDemoProject(env: NodeJS.ProcessEnv = process.env): boolean {
  const ids = projectIdsOf(env);
  return ids.length > 0 && ids.every(isDemoProjectId);
}

/**
 * Whether the demo payment applies to this request: only on a demo project, and only when the
 * seed turned it on. On any other project the document is not even read.
 */
export async function isDemoPaymentOn(): Promise<boolean> {
  if (!isDemoProject()) return false;
  const stored = await findDemoSettings(db());
  return typeof stored === 'object' && stored !== null && (stored as { payment?: unknown }).payment === true;
}
