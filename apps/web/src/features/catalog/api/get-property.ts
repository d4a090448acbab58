import type { PropertyResponseSchema } from '@scrivania/core/catalog/property-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoredToken } from '../../../lib/hydration.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type PropertyResponse = z.infer<typeof PropertyResponseSchema>;

const propertyPath = (id: string) => `property/${encodeURIComponent(id)}`;

/**
 * The property page data; with a session the host's contacts come too, so the token is part of the
 * key. The page the server rendered for a guest stays on screen while a signed-in visitor's copy loads.
 */
export function useProperty(id: string) {
  const token = useStoredToken();
  return useQuery({
    queryKey: ['api', propertyPath(id), token],
    queryFn: ({ signal }) =>
      apiRequest<PropertyResponse>(propertyPath(id), { auth: true, signal }).catch(
        logLoadError(propertyPath(id)),
      ),
    select: (response) => response.data,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === propertyPath(id) ? previous : undefined,
  });
}
