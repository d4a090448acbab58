import type {
  CheckAvailabilityQuery,
  CheckAvailabilityResponse,
} from '@scrivania/core/catalog/property-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Asked on demand by the booking form, so it is a mutation rather than a cached query. */
export function useCheckAvailability() {
  return useMutation({
    mutationFn: (query: CheckAvailabilityQuery) => {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      return apiGet<CheckAvailabilityResponse>(`check-availability?${search}`);
    },
  });
}
