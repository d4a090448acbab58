import type {
  AdminDeletedResponseSchema,
  AdminHelpCategoryBody,
  AdminHelpCategoryListResponseSchema,
  AdminHelpCategoryPatch,
  AdminHelpCategoryResponseSchema,
} from '@scrivania/core/content/admin-content-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminHelpCategoryListResponseSchema>;
type CategoryResponse = z.infer<typeof AdminHelpCategoryResponseSchema>;
type DeletedResponse = z.infer<typeof AdminDeletedResponseSchema>;

/** GET admin/help-categories: every category (one page of 200), for the list and the article form. */
export const useAdminHelpCategories = () =>
  useQuery({
    queryKey: ['admin', 'help-categories'],
    queryFn: ({ signal }) => apiRequest<ListResponse>('admin/help-categories', { auth: true, signal }),
    select: (answer) => answer.data.items,
    retry: false,
  });

/** A change to categories also changes what the articles list shows (their category's name). */
function useCategoryMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'help-categories'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'help-articles'] });
    },
  });
}

/** POST admin/help-categories. */
export const useCreateHelpCategory = () =>
  useCategoryMutation((body: AdminHelpCategoryBody) =>
    apiRequest<CategoryResponse>('admin/help-categories', { method: 'POST', body, auth: true }),
  );

/** PATCH admin/help-categories/{id}. */
export const useUpdateHelpCategory = () =>
  useCategoryMutation(({ id, body }: { id: number; body: AdminHelpCategoryPatch }) =>
    apiRequest<CategoryResponse>(`admin/help-categories/${id}`, { method: 'PATCH', body, auth: true }),
  );

/** DELETE admin/help-categories/{id}; refused (409) while an article uses the category. */
export const useDeleteHelpCategory = () =>
  useCategoryMutation((id: number) =>
    apiRequest<DeletedResponse>(`admin/help-categories/${id}`, { method: 'DELETE', auth: true }),
  );
