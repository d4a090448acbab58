import type { AdminUserDetailResponseSchema } from '@scrivania/core/account/admin-user-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminUserKeys } from './admin-user-keys.ts';

export type AdminUserDetailResponse = z.infer<typeof AdminUserDetailResponseSchema>;

/** GET admin/users/{id}: the account with its recent bookings and its listings. */
export const useAdminUser = (id: number) =>
  useQuery({
    queryKey: adminUserKeys.one(id),
    queryFn: ({ signal }) => apiRequest<AdminUserDetailResponse>(`admin/users/${id}`, { auth: true, signal }),
    select: (answer) => answer.data,
    retry: false,
  });
