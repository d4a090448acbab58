import type { BookingStoreInput, BookingStoreResponse } from '@scrivania/core/booking/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST booking/store (bearer): creates the pending booking; the server sets every amount. */
export function useStoreBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingStoreInput & Record<string, unknown>) =>
      apiRequest<BookingStoreResponse>('booking/store', { method: 'POST', body, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
