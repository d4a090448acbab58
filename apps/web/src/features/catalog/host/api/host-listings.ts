import type {
  HostListingCreate,
  HostListingCreatedResponseSchema,
  HostListingListResponseSchema,
  HostListingPatch,
  HostListingResponseSchema,
} from '@scrivania/core/catalog/host-listing-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof HostListingListResponseSchema>;
type ListingResponse = z.infer<typeof HostListingResponseSchema>;
type CreatedResponse = z.infer<typeof HostListingCreatedResponseSchema>;
interface ActionResponse {
  success: true;
  message: string;
}

export const hostListingKeys = {
  all: ['host', 'properties'] as const,
  one: (id: number) => ['host', 'properties', id] as const,
};

/** GET host/properties: the signed-in host's own listings; the back-office's access check reads it too. */
export const hostListingsQuery = () =>
  queryOptions({
    queryKey: hostListingKeys.all,
    queryFn: ({ signal }) => apiRequest<ListResponse>('host/properties', { auth: true, signal }),
    select: (answer) => answer.data,
    retry: false,
  });

export const useHostListings = () => useQuery(hostListingsQuery());

/** GET host/properties/{id}: one listing with its photos, windows, closed days and bookings. */
export const useHostListing = (id: number) =>
  useQuery({
    queryKey: hostListingKeys.one(id),
    queryFn: ({ signal }) => apiRequest<ListingResponse>(`host/properties/${id}`, { auth: true, signal }),
    select: (answer) => answer.data,
    retry: false,
  });

/** After any change the listing's own answer and the list are read again. */
export function useRefreshListing() {
  const queryClient = useQueryClient();
  return (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: hostListingKeys.one(id) }),
      queryClient.invalidateQueries({ queryKey: hostListingKeys.all, exact: true }),
    ]);
}

/** POST host/properties: a new draft; answers its `_id`. */
export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HostListingCreate) =>
      apiRequest<CreatedResponse>('host/properties', { method: 'POST', body, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostListingKeys.all, exact: true }),
  });
}

/** PATCH host/properties/{id}: the fields of one wizard step. */
export function useSaveListing(id: number) {
  const refresh = useRefreshListing();
  return useMutation({
    mutationFn: (body: HostListingPatch) =>
      apiRequest<ListingResponse>(`host/properties/${id}`, { method: 'PATCH', body, auth: true }),
    onSuccess: () => refresh(id),
  });
}

/** POST host/properties/{id}/publish or …/archive. */
export function useListingStatusChange(id: number, action: 'publish' | 'archive') {
  const refresh = useRefreshListing();
  return useMutation({
    mutationFn: () =>
      apiRequest<ActionResponse>(`host/properties/${id}/${action}`, { method: 'POST', auth: true }),
    onSuccess: () => refresh(id),
  });
}
