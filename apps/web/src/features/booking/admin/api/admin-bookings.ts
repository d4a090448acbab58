import type {
  AdminBookingDetailResponseSchema,
  AdminBookingListResponseSchema,
} from '@scrivania/core/booking/admin-booking-schemas';
import type {
  AdminRefundBody,
  AdminRefundResponseSchema,
} from '@scrivania/core/booking/cancellation-schemas';
import type { BookingStatus } from '@scrivania/core/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { filtersSearch } from '../../../../lib/admin-query.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminBookingListResponseSchema>;
type DetailResponse = z.infer<typeof AdminBookingDetailResponseSchema>;

/** The list's filters as the screen keeps them in its address; empty ones are left out. */
export interface AdminBookingFilters {
  q?: string;
  status?: BookingStatus;
  from?: string;
  to?: string;
  page: number;
}

export const adminBookingsSearch = (filters: AdminBookingFilters) => filtersSearch(filters);

/** GET admin/bookings: newest first, filtered. */
export const useAdminBookings = (filters: AdminBookingFilters) =>
  useQuery({
    queryKey: ['admin', 'bookings', 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest<ListResponse>(`admin/bookings?${adminBookingsSearch(filters)}`, { auth: true, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET admin/bookings/{id}: the booking with its payments and status history. */
export const useAdminBooking = (id: number) =>
  useQuery({
    queryKey: ['admin', 'bookings', id],
    queryFn: ({ signal }) => apiRequest<DetailResponse>(`admin/bookings/${id}`, { auth: true, signal }),
    select: (answer) => answer.data,
    retry: false,
  });

/** POST payment/bank-transfer/{id}/received: the operator confirms the money arrived (audited). */
export function useMarkTransferReceived(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ success: true; message?: string }>(`payment/bank-transfer/${id}/received`, {
        method: 'POST',
        body: {},
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] }),
  });
}

/** POST admin/bookings/{id}/refund: part or all of what is left goes back to the guest (audited, mailed). */
export function useRefundBooking(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRefundBody) =>
      apiRequest<z.infer<typeof AdminRefundResponseSchema>>(`admin/bookings/${id}/refund`, {
        method: 'POST',
        body,
        auth: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'refunds'] }),
      ]),
  });
}
