import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { profileQueryKey } from '../api/get-profile.ts';
import { storeToken } from '../session-storage.ts';

/** /RedirectURL?token=…: stores the token and goes to the profile; shows nothing (SPEC section 2). */
export function RedirectUrlPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = params.get('token');
  useEffect(() => {
    if (token) {
      storeToken(token);
      queryClient.removeQueries({ queryKey: profileQueryKey });
    }
    navigate(paths.profile, { replace: true });
  }, [token, navigate, queryClient]);
  return null;
}
