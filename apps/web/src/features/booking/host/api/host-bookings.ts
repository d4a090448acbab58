import type { CancelBookingResponse, HostCancelBody } from '@scrivania/core/booking/cancellation-schemas';
import type {
  DeclineBodySchema,
  EarningsResponse,
  HostBookingDetailResponseSchema,
  HostBookingsResponse,
  HostDashboardResponseSchema,
  RequestAnswerResponseSchema,
} from '@scrivania/core/booking/host-booking-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type DashboardResponse = z.infer<typeof HostDashboardResponseSchema>;
type DetailResponse = z.infer<typeof HostBookingDetailResponseSchema>;
type AnswerResponse = z.infer<typeof RequestAnswerResponseSchema>;

export const hostBookingKeys = {
  all: ['host', 'bookings'] as const,
  dashboard: ['host', 'bookings', 'dashboard'] as const,
  list: (query: string) => ['host', 'bookings', 'list', query] as const,
  one: (id: number) => ['host', 'bookings', 'one', id] as const,
  earnings: (year: number | undefined) => ['host', 'bookings', 'earnings', year ?? 'current'] as const,
};

/** GET host/dashboard: today's and upcoming bookings, open requests, awaited transfers, the month's takings. */
export const useHostDashboard = () =>
  useQuery({
    queryKey: hostBookingKeys.dashboard,
    queryFn: ({ signal }) => apiRequest<DashboardResponse>('host/dashboard', { auth: true, signal }),
    select: (answer) => answer.data,
  });

/**
 * GET host/bookings?{query}: one page of the filtered list. The query is the screen's address as it
 * stands, so the server validates the filters and says which one is wrong.
 */
export const useHostBookings = (query: string) =>
  useQuery({
    queryKey: hostBookingKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<HostBookingsResponse>(`host/bookings?${query}`, { auth: true, signal }),
    select: (answer) => answer.data,
    // The table keeps its rows while the next page loads instead of flashing empty.
    placeholderData: keepPreviousData,
  });

/** GET host/bookings/{id}: everything about one booking, with its status history; no call for a malformed id. */
export const useHostBooking = (id: number) =>
  useQuery({
    enabled: id > 0,
    queryKey: hostBookingKeys.one(id),
    queryFn: ({ signal }) => apiRequest<DetailResponse>(`host/bookings/${id}`, { auth: true, signal }),
    select: (answer) => answer.data,
  });

/** GET host/earnings?year: paid bookings per month, net, VAT and gross; the current year without one. */
export const useHostEarnings = (year: number | undefined) =>
  useQuery({
    queryKey: hostBookingKeys.earnings(year),
    queryFn: ({ signal }) =>
      apiRequest<EarningsResponse>(`host/earnings${year ? `?year=${year}` : ''}`, { auth: true, signal }),
    select: (answer) => answer.data,
  });

export type RequestAnswer =
  | { answer: 'accept' }
  | { answer: 'decline'; body: z.input<typeof DeclineBodySchema> };

/** POST host/bookings/{id}/accept or …/decline; afterwards every booking screen reads again. */
export function useAnswerRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RequestAnswer) =>
      apiRequest<AnswerResponse>(`host/bookings/${id}/${answer.answer}`, {
        method: 'POST',
        auth: true,
        body: answer.answer === 'decline' ? answer.body : undefined,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostBookingKeys.all }),
  });
}

/** POST host/bookings/{id}/cancel with the reason the guest reads; afterwards every booking screen reads again. */
export function useHostCancel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HostCancelBody) =>
      apiRequest<CancelBookingResponse>(`host/bookings/${id}/cancel`, { method: 'POST', auth: true, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostBookingKeys.all }),
  });
}
