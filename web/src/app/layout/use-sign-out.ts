import { useCallback } from 'react';
import { signOut } from 'firebase/auth';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';

/** Sign Out (spec §4): signs out, then goes to the home page. */
export function useSignOut(): () => Promise<void> {
  const auth = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut(auth);
    navigate('/');
  }, [auth, navigate]);
}
