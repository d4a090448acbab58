import type { AuditLogResponseSchema } from '@scrivania/core/audit/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminQueryKey } from '../../../../lib/admin-query.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

type AuditLogResponse = z.infer<typeof AuditLogResponseSchema>;

/** GET admin/audit-log?{query}: one page of the console's changes, newest first, filtered by kind or user. */
export const useAuditLog = (query: string) =>
  useQuery({
    queryKey: [...adminQueryKey, 'audit-log', query],
    queryFn: ({ signal }) => apiRequest<AuditLogResponse>(`admin/audit-log?${query}`, { auth: true, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
