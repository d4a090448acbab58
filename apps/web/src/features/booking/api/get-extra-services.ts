import type { BookingServicesResponseSchema } from '@scrivania/core/booking/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '../../../lib/api-query.ts';

type BookingServicesResponse = z.infer<typeof BookingServicesResponseSchema>;

/** GET booking/extra-service/{id}: the paid services a guest can toggle. */
export function useExtraServices(propertyId: string) {
  return useQuery({
    ...apiQueryOptions<BookingServicesResponse>(`booking/extra-service/${encodeURIComponent(propertyId)}`),
    select: (response) => response.data,
  });
}
