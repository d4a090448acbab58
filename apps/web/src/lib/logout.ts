import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, TOKEN_STORAGE_KEY } from './api-client.ts';
import { profileQueryKey } from './session.ts';

/** Logout: on success the token goes and the user lands on the home page; a failure is only logged. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ success: boolean; message: string }>('logout', { method: 'POST', auth: true }),
    onSuccess: () => {
      for (const key of [TOKEN_STORAGE_KEY, 'access_token', 'user']) window.localStorage.removeItem(key);
      queryClient.removeQueries({ queryKey: profileQueryKey });
      navigate('/');
    },
    onError: (error) => console.error(error),
  });
}
