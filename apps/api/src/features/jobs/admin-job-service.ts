import type { AdminJob, AdminJobList, JobStateName } from '@scrivania/core/jobs/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance } from 'fastify';
import type { JobView } from '../../lib/jobs/jobs.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordedChange } from '../audit/audit-service.ts';

/** The console lists at most this many jobs, newest first. */
const LIST_LIMIT = 200;

const toAdminJob = (job: JobView): AdminJob => ({
  _id: job.id,
  task: job.task,
  state: job.state,
  attempts: job.attempts,
  max_attempts: job.maxAttempts,
  last_error: job.lastError,
  run_at: job.runAt,
  created_at: job.createdAt,
});

/** The operator's view of background work, and the two things they may do with a failed job. */
export function createAdminJobService(app: FastifyInstance) {
  /** Retry and discard touch a failed job only, in the transaction that writes their audit record. */
  const onFailed = (kind: 'job.retry' | 'job.discard', actorId: number, id: number) =>
    recordedChange(app.db, actorId, { kind, targetType: 'job', targetId: id }, async (tx) => {
      const job =
        kind === 'job.retry' ? await app.jobs.retry(tx, String(id)) : await app.jobs.discard(tx, String(id));
      if (!job) throw new HttpError(404, messages.jobs.notFound);
      const before = toAdminJob(job);
      const after =
        kind === 'job.retry' ? { ...before, state: 'waiting', attempts: 0, last_error: null } : null;
      return { before, after, result: before };
    });

  return {
    async list(state: JobStateName | undefined): Promise<AdminJobList> {
      const [counts, jobs] = await Promise.all([
        app.jobs.counts(),
        app.jobs.list({ state, limit: LIST_LIMIT }),
      ]);
      return { counts, jobs: jobs.map(toAdminJob) };
    },
    retry: (actorId: number, id: number) => onFailed('job.retry', actorId, id),
    discard: (actorId: number, id: number) => onFailed('job.discard', actorId, id),
  };
}
