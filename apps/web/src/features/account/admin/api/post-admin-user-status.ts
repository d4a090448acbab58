import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminUserKeys } from './admin-user-keys.ts';
import type { AdminUserDetailResponse } from './get-admin-user.ts';

/** POST admin/users/{id}/block or /unblock; the list and the account are read again after. */
export function useSetUserBlocked(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'block' | 'unblock') =>
      apiRequest<AdminUserDetailResponse>(`admin/users/${id}/${action}`, {
        method: 'POST',
        body: {},
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
