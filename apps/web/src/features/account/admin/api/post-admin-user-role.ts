import type { AdminUserRoleBody } from '@scrivania/core/account/admin-user-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminUserKeys } from './admin-user-keys.ts';
import type { AdminUserDetailResponse } from './get-admin-user.ts';

/** POST admin/users/{id}/role: visitor ↔ host. */
export function useSetUserRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserRoleBody) =>
      apiRequest<AdminUserDetailResponse>(`admin/users/${id}/role`, { method: 'POST', body, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
