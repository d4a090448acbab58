import type {
  CheckAvailabilityQuery,
  CheckAvailabilityResponse,
} from '@scrivania/core/catalog/property-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Asked on demand by the booking form, so it is a mutation rather than a cached query. It carries
 * the session so the server can tell a host that the property is their own.
 */
export function useCheckAvailability() {
  return useMutation({
    mutationFn: (query: CheckAvailabilityQuery) => {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      return apiRequest<CheckAvailabilityResponse>(`check-availability?${search}`, { auth: true });
    },
  });
}
