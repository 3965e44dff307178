import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@valuation/contracts';
import { useAppDispatch } from '../../lib/hooks';
import { signOut } from './session';

/** Navbar "Sign Out": server logout, clear token and user (even if the call failed), then go to /. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(signOut());
    await navigate(ROUTES.home, { replace: true });
  }, [dispatch, navigate]);
}
