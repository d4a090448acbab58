import type { PayoutStatus } from '@scrivania/core/domain';
import type {
  AdminPayoutListResponseSchema,
  AdminPayoutResponseSchema,
  PayoutBatchListResponseSchema,
  PayoutBatchResponseSchema,
  PayoutRunResponseSchema,
} from '@scrivania/core/payouts/admin-schemas';
import type { CommissionResponseSchema } from '@scrivania/core/payouts/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { filtersSearch } from '../../../../lib/admin-query.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminPayoutListResponseSchema>;
type PayoutResponse = z.infer<typeof AdminPayoutResponseSchema>;
type RunResponse = z.infer<typeof PayoutRunResponseSchema>;
type BatchResponse = z.infer<typeof PayoutBatchResponseSchema>;
type BatchListResponse = z.infer<typeof PayoutBatchListResponseSchema>;
type CommissionResponse = z.infer<typeof CommissionResponseSchema>;

/** The list's filters as the screen keeps them in its address; empty ones are left out. */
export interface AdminPayoutFilters {
  status?: PayoutStatus;
  host?: string;
  page: number;
}

export const adminPayoutsSearch = (filters: AdminPayoutFilters) => filtersSearch(filters);

/** Every payout screen's data: a change to one reads them all again. */
const PAYOUTS_KEY = ['admin', 'payouts'];

/** GET admin/payouts: latest due first, filtered. */
export const useAdminPayouts = (filters: AdminPayoutFilters) =>
  useQuery({
    queryKey: [...PAYOUTS_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest<ListResponse>(`admin/payouts?${adminPayoutsSearch(filters)}`, { auth: true, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET admin/payout-batches: the newest batches. */
export const usePayoutBatches = () =>
  useQuery({
    queryKey: [...PAYOUTS_KEY, 'batches'],
    queryFn: ({ signal }) => apiRequest<BatchListResponse>('admin/payout-batches', { auth: true, signal }),
    select: (answer) => answer.data,
    retry: false,
  });

function usePayoutChange<Answer, Input>(request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYOUTS_KEY }),
  });
}

const post = <Answer>(path: string, body: unknown = {}) =>
  apiRequest<Answer>(path, { method: 'POST', body, auth: true });

/** POST admin/payouts/{id}/release with the operator's reason. */
export const useReleasePayout = () =>
  usePayoutChange(({ id, reason }: { id: number; reason: string }) =>
    post<PayoutResponse>(`admin/payouts/${id}/release`, { reason }),
  );

/** POST admin/payouts/run: the daily run, now. */
export const useRunPayouts = () => usePayoutChange(() => post<RunResponse>('admin/payouts/run'));

/** POST admin/payout-batches: every due SEPA payout in one batch. */
export const useCreateBatch = () => usePayoutChange(() => post<BatchResponse>('admin/payout-batches'));

/** POST admin/payout-batches/{id}/mark-paid. */
export const useMarkBatchPaid = () =>
  usePayoutChange((id: number) => post<BatchResponse>(`admin/payout-batches/${id}/mark-paid`));

/** GET admin/payout-batches/{id}.xml: the path of a batch's file, downloaded with the session. */
export const batchFilePath = (id: number) => `admin/payout-batches/${id}.xml`;

const COMMISSION_KEY = ['admin', 'settings', 'commission'];

/** GET admin/settings/commission. */
export const useCommission = () =>
  useQuery({
    queryKey: COMMISSION_KEY,
    queryFn: ({ signal }) =>
      apiRequest<CommissionResponse>('admin/settings/commission', { auth: true, signal }),
    select: (answer) => answer.data.commission_percent,
    retry: false,
  });

/** PUT admin/settings/commission. */
export function useSaveCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commissionPercent: number) =>
      apiRequest<CommissionResponse>('admin/settings/commission', {
        method: 'PUT',
        body: { commission_percent: commissionPercent },
        auth: true,
      }),
    onSuccess: (answer) => queryClient.setQueryData(COMMISSION_KEY, answer),
  });
}
