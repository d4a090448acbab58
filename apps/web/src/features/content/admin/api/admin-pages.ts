import type { AdminPageKey, AdminPageResponse } from '@scrivania/core/content/admin-content-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

const pageKey = (key: AdminPageKey) => ['admin', 'pages', key] as const;

/** GET admin/pages/{key}: the page's fields as stored, null while it was never written. */
export const useAdminPage = (key: AdminPageKey) =>
  useQuery({
    queryKey: pageKey(key),
    queryFn: ({ signal }) => apiRequest<AdminPageResponse>(`admin/pages/${key}`, { auth: true, signal }),
    select: (answer) => answer.data.values,
    retry: false,
  });

/** PATCH admin/pages/{key}. */
export function useSavePage(key: AdminPageKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<AdminPageResponse>(`admin/pages/${key}`, { method: 'PATCH', body, auth: true }),
    onSuccess: (answer) => queryClient.setQueryData(pageKey(key), answer),
  });
}
