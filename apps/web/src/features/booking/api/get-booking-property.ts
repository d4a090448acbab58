import type { BookingPropertyResponseSchema } from '@scrivania/core/booking/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoredToken } from '../../../lib/hydration.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type BookingPropertyResponse = z.infer<typeof BookingPropertyResponseSchema>;

/**
 * GET booking/property/{id}: the price rules checkout shows (the server prices again on booking) and
 * whether the property is the signed-in user's own, so the answer is kept per session.
 */
export function useBookingProperty(id: string) {
  const token = useStoredToken();
  const path = `booking/property/${encodeURIComponent(id)}`;
  return useQuery({
    queryKey: ['api', path, token],
    queryFn: ({ signal }) =>
      apiRequest<BookingPropertyResponse>(path, { signal, auth: true }).catch(logLoadError(path)),
    select: (response) => response.data,
  });
}
