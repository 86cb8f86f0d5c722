import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutThen, useFirebaseAuth } from '@/platform/session';

/** Sign Out (product.md §4): signs out, then goes to the home page. */
export function useSignOut(): () => Promise<void> {
  const auth = useFirebaseAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (auth) await signOutThen(auth, () => navigate('/'));
    else await navigate('/');
  }, [auth, navigate]);
}
