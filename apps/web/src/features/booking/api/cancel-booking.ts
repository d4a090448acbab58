import type {
  CancelBookingResponse,
  CancellationQuoteResponseSchema,
} from '@scrivania/core/booking/cancellation-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';

type QuoteResponse = z.infer<typeof CancellationQuoteResponseSchema>;

/** GET booking/{id}/cancellation (bearer): the refund the policy gives now; asked each time the dialog opens. */
export function useCancellationQuote(bookingId: number) {
  return useQuery({
    queryKey: ['cancellation', bookingId],
    queryFn: ({ signal }) =>
      apiRequest<QuoteResponse>(`booking/${bookingId}/cancellation`, { auth: true, signal }),
    select: (response) => response.data,
    staleTime: 0,
    retry: false,
  });
}

/**
 * POST booking/{id}/cancel (bearer): the server decides the refund again; the order list and the
 * booking's details are read anew, and the profile too when an IBAN was given, since the server keeps
 * it there.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      bookingId,
      iban,
      currentPassword,
    }: {
      bookingId: number;
      iban?: string | undefined;
      /** A new IBAN needs the account's current password (decision 075). */
      currentPassword?: string | undefined;
    }) =>
      apiRequest<CancelBookingResponse>(`booking/${bookingId}/cancel`, {
        method: 'POST',
        body: iban ? { iban, current_password: currentPassword ?? '' } : {},
        auth: true,
      }),
    onSuccess: (_answer, { iban }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['booking-details'] }),
        iban ? queryClient.invalidateQueries({ queryKey: profileQueryKey }) : undefined,
      ]),
  });
}
