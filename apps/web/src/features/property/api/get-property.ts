import type { PropertyResponseSchema } from '@scrivania/core/schemas/property';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, readToken } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type PropertyResponse = z.infer<typeof PropertyResponseSchema>;

/** The property page data; with a session the host's contacts come too, so the token is part of the key. */
export function useProperty(id: string) {
  const token = readToken();
  return useQuery({
    queryKey: ['api', `property/${id}`, token],
    queryFn: ({ signal }) =>
      apiRequest<PropertyResponse>(`property/${encodeURIComponent(id)}`, { auth: true, signal }).catch(
        logLoadError(`property/${id}`),
      ),
    select: (response) => response.data,
  });
}
