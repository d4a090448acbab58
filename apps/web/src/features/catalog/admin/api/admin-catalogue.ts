import type {
  AdminCategoryBody,
  AdminCategoryListResponseSchema,
  AdminCategoryResponseSchema,
  AdminCityBody,
  AdminCityListResponseSchema,
  AdminCityResponseSchema,
  AdminServiceBody,
  AdminServiceListResponseSchema,
  AdminServiceResponseSchema,
} from '@scrivania/core/catalog/admin-catalog-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type Kind = 'categories' | 'cities' | 'services';
interface Lists {
  categories: z.infer<typeof AdminCategoryListResponseSchema>;
  cities: z.infer<typeof AdminCityListResponseSchema>;
  services: z.infer<typeof AdminServiceListResponseSchema>;
}
interface Answers {
  categories: z.infer<typeof AdminCategoryResponseSchema>;
  cities: z.infer<typeof AdminCityResponseSchema>;
  services: z.infer<typeof AdminServiceResponseSchema>;
}
interface Bodies {
  categories: AdminCategoryBody;
  cities: AdminCityBody;
  services: AdminServiceBody;
}

const keys = { all: (kind: Kind) => ['admin', 'catalogue', kind] as const };

/** One page of a catalogue list; the hooks below fix its kind and so its rows' type. */
const pageQuery = <K extends Kind>(kind: K, page: number) => ({
  queryKey: [...keys.all(kind), page],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<Lists[K]>(`admin/${kind}?page=${page}`, { auth: true, signal }),
  select: (answer: Lists[K]): Lists[K]['data'] => answer.data,
  placeholderData: keepPreviousData,
  retry: false,
});

/** GET admin/categories: a page of categories in the menu's order. */
export const useAdminCategories = (page: number) => useQuery(pageQuery('categories', page));
/** GET admin/cities: a page of cities. */
export const useAdminCities = (page: number) => useQuery(pageQuery('cities', page));
/** GET admin/services: a page of paid services. */
export const useAdminServices = (page: number) => useQuery(pageQuery('services', page));

/**
 * POST admin/{kind} without an id, PATCH admin/{kind}/{id} with one; the list is read again after.
 * An edit sends the whole form: the server records only what it touched.
 */
export function useSaveCatalogueEntry<K extends Kind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Partial<Bodies[K]> }) =>
      apiRequest<Answers[K]>(id === undefined ? `admin/${kind}` : `admin/${kind}/${id}`, {
        method: id === undefined ? 'POST' : 'PATCH',
        body,
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all(kind) }),
  });
}

/** POST admin/cities/{id}/photo: one photo in the field `image`, stored through the image pipeline. */
export function useUploadCityPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('image', file);
      return apiRequest<Answers['cities']>(`admin/cities/${id}/photo`, {
        method: 'POST',
        body: form,
        auth: true,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all('cities') }),
  });
}
