import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, post, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin } from '../support/auth.js';
import { resetDatabase, stack } from '../support/emulators.js';

/*
 * A removed owner is out at once: admin calls verify ID tokens with revocation checked, and
 * `npm run make-admin -- --revoke` removes the claim and revokes the user's refresh tokens.
 */
beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(resetDatabase);

const aPost = (slug: string) => ({
  author: 'Sunita Patil',
  featuredImage: '/images/blog/jaggery-season-in-karad.svg',
  en: { title: 'Notes', content: '<p>Cane is ready.</p>', slug },
});

/** The repository's own CLI, against the test stack's Auth emulator. */
function makeAdminCli(...args: string[]) {
  const result = spawnSync('npx', ['tsx', 'scripts/make-admin.ts', '--project', stack().projectId, ...args], {
    encoding: 'utf8',
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: stack().authHost },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

describe('revoked admin access', () => {
  it('make-admin grants the claim; --revoke takes it away and the token already held stops working at once', async () => {
    const owner = await createUser();
    expect(makeAdminCli('--uid', owner.uid)).toMatch(/Made admin: /);
    const admin = await makeAdmin(owner); // a fresh token that carries the claim
    expect((await post('/blog', aPost('before-revoke'), { token: admin.idToken })).status).toBe(201);

    // Revocation is recorded to the second: let the token's auth_time be strictly older.
    await new Promise((r) => setTimeout(r, 1_100));
    expect(makeAdminCli('--revoke', '--uid', owner.uid)).toMatch(
      /Removed admin from .* signed them out everywhere/,
    );

    const refused = await post('/blog', aPost('after-revoke'), { token: admin.idToken });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Your session has ended. Please sign in again.',
      messageCode: 'api.sessionRevoked',
      params: {},
    });
    expect((await get('/blog/after-revoke')).status).toBe(404);
    // Its refresh tokens are revoked too (the Auth emulator records it, though it still refreshes).
    const { getAuth } = await import('firebase-admin/auth');
    const { getApps } = await import('firebase-admin/app');
    const user = await getAuth(getApps()[0]).getUser(owner.uid);
    expect(Date.parse(user.tokensValidAfterTime!)).toBeGreaterThan(Date.now() - 60_000);
    expect(user.customClaims?.['admin']).toBeUndefined();
  });

  it('a token revoked directly with the Admin SDK is refused on admin calls', async () => {
    const admin = await makeAdmin(await createUser());
    await new Promise((r) => setTimeout(r, 1_100));
    const { getAuth } = await import('firebase-admin/auth');
    const { getApps } = await import('firebase-admin/app');
    await getAuth(getApps()[0]).revokeRefreshTokens(admin.uid);
    expect((await post('/blog', aPost('revoked'), { token: admin.idToken })).status).toBe(401);
  });

  it('admin calls ask for the revocation check, shopper calls do not (the emulator checks both anyway)', async () => {
    const admin = await makeAdmin(await createUser());
    const { getAuth } = await import('firebase-admin/auth');
    const { getApps } = await import('firebase-admin/app');
    const apiAuth = getAuth(getApps().find((app) => app.name === 'api'));
    const spy = vi.spyOn(apiAuth, 'verifyIdToken');
    try {
      await post('/blog', aPost('spied'), { token: admin.idToken });
      await get('/cart', { token: admin.idToken });
      expect(spy.mock.calls.map((call) => call[1])).toEqual([true, false]);
    } finally {
      spy.mockRestore();
    }
  });
});
