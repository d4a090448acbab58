import { z } from 'zod';

/** waiting: due or scheduled; running: under way; retrying: failed with tries left; failed: none left. */
export const jobStates = ['waiting', 'running', 'retrying', 'failed'] as const;
export type JobStateName = (typeof jobStates)[number];

export const AdminJobListQuerySchema = z.object({ state: z.enum(jobStates).optional() });

export const AdminJobSchema = z.object({
  _id: z.string(),
  task: z.string(),
  state: z.enum(jobStates),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  run_at: z.string(),
  created_at: z.string(),
});
export type AdminJob = z.infer<typeof AdminJobSchema>;

export const JobCountsSchema = z.object({
  waiting: z.number().int(),
  running: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
});

export const AdminJobListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ counts: JobCountsSchema, jobs: z.array(AdminJobSchema) }),
});
export type AdminJobList = z.infer<typeof AdminJobListResponseSchema>['data'];

export const AdminJobResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminJobSchema,
});
