import type {
  HostAvailabilityBody,
  HostListingResponseSchema,
} from '@scrivania/core/catalog/host-listing-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useRefreshListing } from './host-listings.ts';

type ListingResponse = z.infer<typeof HostListingResponseSchema>;

/** PUT host/properties/{id}/availability: every open window and closed day at once. */
export function useSaveAvailability(listingId: number) {
  const refresh = useRefreshListing();
  return useMutation({
    mutationFn: (body: HostAvailabilityBody) =>
      apiRequest<ListingResponse>(`host/properties/${listingId}/availability`, {
        method: 'PUT',
        body,
        auth: true,
      }),
    onSuccess: () => refresh(listingId),
  });
}
