import type { BookingDetails, BookingDetailsEnvelopeSchema } from '@scrivania/core/booking/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, readToken } from '../../../lib/api-client.ts';

type BookingDetailsEnvelope = z.infer<typeof BookingDetailsEnvelopeSchema>;

export const bookingDetailsQueryKey = (bookingId: string) =>
  ['booking-details', bookingId, readToken()] as const;

/** GET booking/details/{id} (bearer): only the owner gets it; anyone else gets a 404. */
export async function getBookingDetails(bookingId: string, signal?: AbortSignal): Promise<BookingDetails> {
  const response = await apiRequest<BookingDetailsEnvelope>(
    `booking/details/${encodeURIComponent(bookingId)}`,
    {
      auth: true,
      signal,
    },
  );
  return response.data;
}

export function useBookingDetails(bookingId: string) {
  return useQuery({
    queryKey: bookingDetailsQueryKey(bookingId),
    queryFn: ({ signal }) =>
      getBookingDetails(bookingId, signal).catch((error: unknown) => {
        // SPEC section 8: booking-details failures are logged with this text.
        console.error('Booking details not found.', error);
        throw error;
      }),
    enabled: /^\d{1,10}$/.test(bookingId),
    retry: false,
  });
}
