import type { AdminSummaryResponse } from '@scrivania/core/audit/admin-summary-schemas';
import { useQuery } from '@tanstack/react-query';
import { adminQueryKey } from '../../../../lib/admin-query.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

/** GET admin/summary: what waits for the operator, for the console's front page. */
export const useAdminSummary = () =>
  useQuery({
    queryKey: [...adminQueryKey, 'summary'],
    queryFn: ({ signal }) => apiRequest<AdminSummaryResponse>('admin/summary', { auth: true, signal }),
    select: (answer) => answer.data,
  });
