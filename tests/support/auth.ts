import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { stack } from './emulators.js';

/**
 * Real ID tokens from the Auth emulator's REST API (no browser). firebase-admin's verifyIdToken
 * accepts them because FIREBASE_AUTH_EMULATOR_HOST is set.
 */
export interface TestUser {
  uid: string;
  idToken: string;
  refreshToken?: string;
  email?: string;
  phoneNumber?: string;
}

const identityToolkit = (method: string) =>
  `http://${stack().authHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`;

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`${url} → ${response.status} ${JSON.stringify(data)}`);
  return data;
}

const PASSWORD = 'correct-horse-battery';

/** A new e-mail user (the quickest way to a fresh uid and token). */
export async function createUser(): Promise<TestUser> {
  const email = `shopper-${randomUUID()}@example.com`;
  const data = await post<{ localId: string; idToken: string; refreshToken: string }>(
    identityToolkit('signUp'),
    {
      email,
      password: PASSWORD,
      returnSecureToken: true,
    },
  );
  return { uid: data.localId, idToken: data.idToken, refreshToken: data.refreshToken, email };
}

/** Phone sign-in as the shop does it: send a code, read it from the emulator, confirm it. */
export async function signInWithPhone(phoneNumber: string): Promise<TestUser> {
  const { sessionInfo } = await post<{ sessionInfo: string }>(identityToolkit('sendVerificationCode'), {
    phoneNumber,
  });
  const { projectId, authHost } = stack();
  const codes = (await (
    await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/verificationCodes`)
  ).json()) as {
    verificationCodes: { sessionInfo: string; code: string }[];
  };
  const code = codes.verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error('No verification code in the Auth emulator');
  const data = await post<{ localId: string; idToken: string }>(identityToolkit('signInWithPhoneNumber'), {
    sessionInfo,
    code,
  });
  return { uid: data.localId, idToken: data.idToken, phoneNumber };
}

/**
 * Google sign-in as the emulator takes it (signInWithIdp with the claims of Google's ID token):
 * an account whose e-mail Google verified, as a shopper's Google account is.
 */
export async function signInWithGoogle(email = `shopper-${randomUUID()}@gmail.example`): Promise<TestUser> {
  const claims = { sub: randomUUID(), email, email_verified: true, name: 'Sunita Patil' };
  const data = await post<{ localId: string; idToken: string; refreshToken: string }>(
    identityToolkit('signInWithIdp'),
    {
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    },
  );
  return { uid: data.localId, idToken: data.idToken, refreshToken: data.refreshToken, email };
}

/** Gives the user the admin claim and a fresh token that carries it. */
export async function makeAdmin(user: TestUser): Promise<TestUser> {
  const app = getApps()[0] ?? initializeApp({ projectId: stack().projectId });
  await getAuth(app).setCustomUserClaims(user.uid, { admin: true });
  const data = await post<{ idToken: string; refreshToken: string }>(identityToolkit('signInWithPassword'), {
    email: user.email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  return { ...user, idToken: data.idToken, refreshToken: data.refreshToken };
}

/** An unsigned token shaped like the emulator's, with claims of our choosing (expired, wrong project…). */
export function craftToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const { projectId } = stack();
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: 'someone',
    sub: 'someone',
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
