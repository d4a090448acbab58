import type { HostServiceListResponse } from '@scrivania/core/catalog/host-listing-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/** GET host/services: the paid services a listing may offer, with prices in euro. */
export const useHostServices = () =>
  useQuery({
    queryKey: ['host', 'services'] as const,
    queryFn: ({ signal }) => apiRequest<HostServiceListResponse>('host/services', { auth: true, signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
