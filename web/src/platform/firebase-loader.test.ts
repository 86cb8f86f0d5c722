// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mightBeSignedIn, recordSaysSignedIn, rememberSignedIn } from './firebase-loader';

/** Firebase's databases as a browser lists them (happy-dom has no IndexedDB). */
function withDatabases(names: string[]) {
  vi.stubGlobal('indexedDB', { databases: async () => names.map((name) => ({ name, version: 1 })) });
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('mightBeSignedIn (whether the session needs Firebase to know)', () => {
  it('follows the record once Firebase has reported here', async () => {
    withDatabases(['firebaseLocalStorageDb']);
    rememberSignedIn(false);
    expect(await mightBeSignedIn()).toBe(false);
    expect(recordSaysSignedIn()).toBe(false);
    rememberSignedIn(true);
    expect(await mightBeSignedIn()).toBe(true);
    expect(recordSaysSignedIn()).toBe(true);
  });

  it('without a record, asks Firebase’s own stores: a new browser has none', async () => {
    withDatabases(['something-else']);
    expect(await mightBeSignedIn()).toBe(false);
    withDatabases(['firebaseLocalStorageDb']);
    expect(await mightBeSignedIn()).toBe(true);
  });

  it('without a record, finds a session Firebase kept in localStorage', async () => {
    withDatabases([]);
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
    expect(await mightBeSignedIn()).toBe(true);
  });

  it('lets Firebase decide when the browser cannot list its databases', async () => {
    vi.stubGlobal('indexedDB', {});
    expect(await mightBeSignedIn()).toBe(true);
    vi.stubGlobal('indexedDB', {
      databases: () => Promise.reject(new DOMException('denied', 'SecurityError')),
    });
    expect(await mightBeSignedIn()).toBe(true);
  });
});
