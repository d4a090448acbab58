import type { BookingPropertyResponseSchema } from '@scrivania/core/booking/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '../../../lib/api-query.ts';

type BookingPropertyResponse = z.infer<typeof BookingPropertyResponseSchema>;

/** GET booking/property/{id}: the price rules checkout shows (the server prices again on booking). */
export function useBookingProperty(id: string) {
  return useQuery({
    ...apiQueryOptions<BookingPropertyResponse>(`booking/property/${encodeURIComponent(id)}`),
    select: (response) => response.data,
  });
}
