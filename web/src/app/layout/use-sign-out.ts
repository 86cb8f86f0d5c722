import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFirebaseAuth } from '../../lib/session';

/**
 * Sign Out (spec §4): goes to the home page, then signs out. In that order: signed out on a
 * shopper's own page (/orders, say), the page would send her to /auth before home had loaded.
 */
export function useSignOut(): () => Promise<void> {
  const auth = useFirebaseAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/');
    await auth?.signOut();
  }, [auth, navigate]);
}
