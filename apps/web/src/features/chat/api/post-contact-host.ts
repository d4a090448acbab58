import type { ChatContactHostResponse } from '@scrivania/core/chat/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** chat/contact-host: the host of a property as a chat user, for 'Contatta l'host'. Writes nothing. */
export function useContactHost(propertyId: number | null) {
  return useQuery({
    queryKey: ['chat', 'contact-host', propertyId],
    queryFn: ({ signal }) =>
      apiRequest<ChatContactHostResponse>('chat/contact-host', {
        method: 'POST',
        body: { property_id: propertyId },
        auth: true,
        signal,
      }),
    enabled: propertyId !== null,
    select: (response) => response.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
