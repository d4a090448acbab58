import type { AdminListingResponseSchema } from '@scrivania/core/catalog/admin-catalog-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminListingKeys } from './get-admin-listings.ts';

export type ListingAction = 'unpublish' | 'republish' | 'recommend' | 'unrecommend';

/** POST admin/listings/{id}/{action}; the table is read again after. */
export function useListingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ListingAction }) =>
      apiRequest<z.infer<typeof AdminListingResponseSchema>>(`admin/listings/${id}/${action}`, {
        method: 'POST',
        body: {},
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListingKeys.all }),
  });
}
