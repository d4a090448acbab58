import type { HostListingResponseSchema, HostPhotoPatch } from '@scrivania/core/catalog/host-listing-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../../lib/upload.ts';
import { useRefreshListing } from './host-listings.ts';

type ListingResponse = z.infer<typeof HostListingResponseSchema>;

/** POST host/properties/{id}/images: one photo (field `image`), with its upload's progress. */
export function uploadPhoto(listingId: number, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('image', file);
  return uploadWithProgress<ListingResponse>(`host/properties/${listingId}/images`, form, onProgress);
}

/** PATCH host/properties/{id}/images/{imageId}: alt text or position (1 is the cover). */
export function usePatchPhoto(listingId: number) {
  const refresh = useRefreshListing();
  return useMutation({
    mutationFn: ({ imageId, body }: { imageId: number; body: HostPhotoPatch }) =>
      apiRequest<ListingResponse>(`host/properties/${listingId}/images/${imageId}`, {
        method: 'PATCH',
        body,
        auth: true,
      }),
    onSettled: () => refresh(listingId),
  });
}

/** DELETE host/properties/{id}/images/{imageId}. */
export function useDeletePhoto(listingId: number) {
  const refresh = useRefreshListing();
  return useMutation({
    mutationFn: (imageId: number) =>
      apiRequest<ListingResponse>(`host/properties/${listingId}/images/${imageId}`, {
        method: 'DELETE',
        auth: true,
      }),
    onSuccess: () => refresh(listingId),
  });
}
