import type {
  AdminRefundListResponseSchema,
  AdminRefundResponseSchema,
} from '@scrivania/core/booking/cancellation-schemas';
import type { RefundStatus } from '@scrivania/core/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminRefundListResponseSchema>;
type RefundResponse = z.infer<typeof AdminRefundResponseSchema>;

/** GET admin/refunds: newest first, all of them or those in one status. */
export const useAdminRefunds = (status: RefundStatus | undefined) =>
  useQuery({
    queryKey: ['admin', 'refunds', status ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<ListResponse>(`admin/refunds${status ? `?status=${status}` : ''}`, { auth: true, signal }),
    select: (answer) => answer.data,
    retry: false,
  });

/** The console's actions on one refund, each a POST admin/refunds/{id}/{action}. */
export type RefundAction = 'retry' | 'resend' | 'mark-sent';

/**
 * POST admin/refunds/{id}/retry, …/resend or …/mark-sent. A refund changed here shows in the list and on
 * its booking's detail, so both are read again.
 */
export function useRefundAction(action: RefundAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<RefundResponse>(`admin/refunds/${id}/${action}`, { method: 'POST', body: {}, auth: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'refunds'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] }),
      ]),
  });
}
