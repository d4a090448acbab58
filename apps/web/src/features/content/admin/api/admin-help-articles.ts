import type {
  AdminDeletedResponseSchema,
  AdminHelpArticleBody,
  AdminHelpArticleListResponseSchema,
  AdminHelpArticlePatch,
  AdminHelpArticleResponseSchema,
} from '@scrivania/core/content/admin-content-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminHelpArticleListResponseSchema>;
type ArticleResponse = z.infer<typeof AdminHelpArticleResponseSchema>;
type DeletedResponse = z.infer<typeof AdminDeletedResponseSchema>;

const articleKeys = { page: (page: number) => ['admin', 'help-articles', page] as const };

/** GET admin/help-articles?page=: the help centre's articles, 50 a page. */
export const useAdminHelpArticles = (page: number) =>
  useQuery({
    queryKey: articleKeys.page(page),
    queryFn: ({ signal }) =>
      apiRequest<ListResponse>(`admin/help-articles?page=${page}`, { auth: true, signal }),
    select: (answer) => answer.data,
    retry: false,
  });

function useArticleMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The categories' article counts change with an article's category.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'help-articles'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'help-categories'] });
    },
  });
}

/** POST admin/help-articles. */
export const useCreateHelpArticle = () =>
  useArticleMutation((body: AdminHelpArticleBody) =>
    apiRequest<ArticleResponse>('admin/help-articles', { method: 'POST', body, auth: true }),
  );

/** PATCH admin/help-articles/{id}. */
export const useUpdateHelpArticle = () =>
  useArticleMutation(({ id, body }: { id: number; body: AdminHelpArticlePatch }) =>
    apiRequest<ArticleResponse>(`admin/help-articles/${id}`, { method: 'PATCH', body, auth: true }),
  );

/** DELETE admin/help-articles/{id}. */
export const useDeleteHelpArticle = () =>
  useArticleMutation((id: number) =>
    apiRequest<DeletedResponse>(`admin/help-articles/${id}`, { method: 'DELETE', auth: true }),
  );
