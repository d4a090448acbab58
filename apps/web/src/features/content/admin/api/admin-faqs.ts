import type {
  AdminDeletedResponseSchema,
  AdminFaqBody,
  AdminFaqListResponseSchema,
  AdminFaqPatch,
  AdminFaqResponseSchema,
} from '@scrivania/core/content/admin-content-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminFaqListResponseSchema>;
type FaqResponse = z.infer<typeof AdminFaqResponseSchema>;
type DeletedResponse = z.infer<typeof AdminDeletedResponseSchema>;

export const adminFaqKeys = { all: ['admin', 'faqs'] as const };

/** GET admin/faqs: every FAQ in the public order (one page holds them all). */
export const useAdminFaqs = () =>
  useQuery({
    queryKey: adminFaqKeys.all,
    queryFn: ({ signal }) => apiRequest<ListResponse>('admin/faqs', { auth: true, signal }),
    select: (answer) => answer.data.items,
    retry: false,
  });

function useFaqMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminFaqKeys.all }),
  });
}

/** POST admin/faqs. */
export const useCreateFaq = () =>
  useFaqMutation((body: AdminFaqBody) =>
    apiRequest<FaqResponse>('admin/faqs', { method: 'POST', body, auth: true }),
  );

/** PATCH admin/faqs/{id}. */
export const useUpdateFaq = () =>
  useFaqMutation(({ id, body }: { id: number; body: AdminFaqPatch }) =>
    apiRequest<FaqResponse>(`admin/faqs/${id}`, { method: 'PATCH', body, auth: true }),
  );

/** DELETE admin/faqs/{id}. */
export const useDeleteFaq = () =>
  useFaqMutation((id: number) =>
    apiRequest<DeletedResponse>(`admin/faqs/${id}`, { method: 'DELETE', auth: true }),
  );

/** POST admin/faqs/reorder: every FAQ id, in the new order. */
export const useReorderFaqs = () =>
  useFaqMutation((ids: number[]) =>
    apiRequest<ListResponse>('admin/faqs/reorder', { method: 'POST', body: { ids }, auth: true }),
  );
