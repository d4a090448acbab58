import type { AdminListingListResponseSchema } from '@scrivania/core/catalog/admin-catalog-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminListingListResponseSchema>;
export const adminListingKeys = { all: ['admin', 'listings'] as const };

/** GET admin/listings: every listing, newest first, by name and status. */
export function useAdminListings(search: { q: string; status: string; page: number }) {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.status) params.set('status', search.status);
  params.set('page', String(search.page));
  const query = params.toString();
  return useQuery({
    queryKey: [...adminListingKeys.all, query],
    queryFn: ({ signal }) => apiRequest<ListResponse>(`admin/listings?${query}`, { auth: true, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
