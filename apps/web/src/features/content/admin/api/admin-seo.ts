import type {
  AdminSeoListResponseSchema,
  AdminSeoPatch,
  AdminSeoResponseSchema,
} from '@scrivania/core/content/admin-content-schemas';
import type { SeoPage } from '@scrivania/core/content/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminSeoListResponseSchema>;
type SeoResponse = z.infer<typeof AdminSeoResponseSchema>;

const seoKeys = { all: ['admin', 'seo'] as const };

/** GET admin/seo: the texts of every page the public SEO call serves. */
export const useAdminSeo = () =>
  useQuery({
    queryKey: seoKeys.all,
    queryFn: ({ signal }) => apiRequest<ListResponse>('admin/seo', { auth: true, signal }),
    select: (answer) => answer.data.items,
    retry: false,
  });

/** PATCH admin/seo/{page}. */
export function useSaveSeo(page: SeoPage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSeoPatch) =>
      apiRequest<SeoResponse>(`admin/seo/${page}`, { method: 'PATCH', body, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seoKeys.all }),
  });
}
