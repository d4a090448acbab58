import type { SlotsResponse } from '@scrivania/core/catalog/hourly-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The steps of one day of an hourly listing, free or not; fetched once a day is chosen. */
export function useSlots(propertyId: number, date: string) {
  const path = `property/${propertyId}/slots?date=${encodeURIComponent(date)}`;
  return useQuery({
    queryKey: ['api', path],
    queryFn: ({ signal }) => apiRequest<SlotsResponse>(path, { signal }),
    enabled: date !== '',
    // Slots are taken by others as the guest looks: a minute old is old enough.
    staleTime: 60_000,
  });
}
