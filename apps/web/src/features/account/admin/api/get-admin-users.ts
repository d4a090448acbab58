import type { AdminUserListResponseSchema } from '@scrivania/core/account/admin-user-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminUserKeys } from './admin-user-keys.ts';

type ListResponse = z.infer<typeof AdminUserListResponseSchema>;

export interface AdminUserSearch {
  q: string;
  role: string;
  status: string;
  page: number;
}

/** GET admin/users: a page of accounts, newest first, found by name or e-mail. */
export function useAdminUsers(search: AdminUserSearch) {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.role) params.set('role', search.role);
  if (search.status) params.set('status', search.status);
  params.set('page', String(search.page));
  const query = params.toString();
  return useQuery({
    queryKey: adminUserKeys.list(query),
    queryFn: ({ signal }) => apiRequest<ListResponse>(`admin/users?${query}`, { auth: true, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
