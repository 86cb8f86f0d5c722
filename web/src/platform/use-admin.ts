import { useSession } from './session';

/**
 * Whether the signed-in user is the shop's owner: the `admin: true` custom claim in their ID
 * token (set by `npm run make-admin`; the token carries it after the next sign-in). 'loading'
 * while the sign-in state and the token are read. The server checks the claim on every call; this
 * only decides what to show.
 */
export function useIsAdmin(): 'loading' | boolean {
  const { status, data } = useSession();
  if (status !== 'success') return 'loading';
  return data.admin;
}
