import type {
  AdminJobListResponseSchema,
  AdminJobResponseSchema,
  JobStateName,
} from '@scrivania/core/jobs/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminJobListResponseSchema>;
type JobResponse = z.infer<typeof AdminJobResponseSchema>;

/** GET admin/jobs: the counts by state and the newest jobs, all of them or those in one state. */
export const useAdminJobs = (state: JobStateName | undefined) =>
  useQuery({
    queryKey: ['admin', 'jobs', state ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<ListResponse>(`admin/jobs${state ? `?state=${state}` : ''}`, { auth: true, signal }),
    select: (answer) => answer.data,
    retry: false,
  });

/** The console's actions on one failed job. */
export type JobAction = 'retry' | 'discard';

/** POST admin/jobs/{id}/retry or …/discard; the counts change with it, so every list is read again. */
export function useJobAction(action: JobAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<JobResponse>(`admin/jobs/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: {},
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
  });
}
