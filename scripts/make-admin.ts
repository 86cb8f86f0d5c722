/**
 * Grants (or with --revoke removes) the `admin` custom claim that blog writes need.
 *
 *   npm run make-admin -- --phone +919800000000                 on the local Auth emulator
 *   npm run make-admin -- --email owner@example.com --real --project my-shop-id
 *   npm run make-admin -- --revoke --email owner@example.com --real --project my-shop-id
 *
 * The user must have signed in once. They get the claim with their next ID token (sign out and in).
 * With --real it uses Application Default Credentials: `gcloud auth application-default login`,
 * or a service account key in GOOGLE_APPLICATION_CREDENTIALS (README, "Deploy").
 * --revoke removes the claim and revokes the user's refresh tokens, so they are out at once: admin
 * calls check revocation (functions/src/lib/auth.ts requireAdmin), and their ID token is refused.
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { defaultProjectId } from './lib/project.js';

async function main() {
  const { values } = parseArgs({
    options: {
      uid: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      revoke: { type: 'boolean', default: false },
      real: { type: 'boolean', default: false },
      project: { type: 'string' },
    },
  });
  if (!values.uid && !values.email && !values.phone) {
    throw new Error('Name the user: --uid <uid>, --email <email> or --phone <+91…>.');
  }
  const projectId = values.project ?? defaultProjectId();
  if (values.real && !values.project) throw new Error('--real needs --project <your-firebase-project-id>.');
  if (!values.real) {
    if (!projectId.startsWith('demo-')) throw new Error(`Refusing to change "${projectId}" without --real.`);
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] ??= '127.0.0.1:9099';
  } else {
    // The Auth admin API bills a quota project; with a person's gcloud credentials there is none
    // unless one is set, so use the shop's own project (firebase-admin sends it as x-goog-user-project).
    process.env['GOOGLE_CLOUD_QUOTA_PROJECT'] ??= projectId;
  }
  const auth = getAuth(initializeApp({ projectId }));
  const who = values.uid ?? values.email ?? values.phone!;
  const user = await (
    values.uid
      ? auth.getUser(values.uid)
      : values.email
        ? auth.getUserByEmail(values.email)
        : auth.getUserByPhoneNumber(who)
  ).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found')
      throw new Error(`No user ${who} yet: they must sign in to the shop once first.`);
    throw error;
  });
  const { admin: _admin, ...otherClaims } = user.customClaims ?? {};
  const where = `${values.real ? projectId : `the Auth emulator (${projectId})`}`;
  const who2 = `${user.uid} (${user.email ?? user.phoneNumber ?? 'no email/phone'})`;
  if (values.revoke) {
    await auth.setCustomUserClaims(user.uid, otherClaims);
    // Every session of the user ends now: their refresh tokens stop working, and the API refuses
    // the ID tokens they already hold on admin calls.
    await auth.revokeRefreshTokens(user.uid);
    console.log(`Removed admin from ${who2} in ${where} and signed them out everywhere.`);
  } else {
    await auth.setCustomUserClaims(user.uid, { ...otherClaims, admin: true });
    console.log(`Made admin: ${who2} in ${where}. They must sign out and in again for it to take effect.`);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  if (/default credentials|invalid_grant|reauth/i.test(message))
    console.error(
      'Sign in first: `gcloud auth application-default login`, or set GOOGLE_APPLICATION_CREDENTIALS to a service account key (README, "Deploy").',
    );
  process.exit(1);
});
