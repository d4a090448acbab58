import type { AuditCase } from '../../test/admin-fixtures.ts';
import { createFailedJob } from '../../test/job-fixtures.ts';

export const auditCases: AuditCase[] = [
  {
    route: 'POST /backend/api/admin/jobs/:id/retry',
    kind: 'job.retry',
    async prepare(t) {
      return { url: `/backend/api/admin/jobs/${await createFailedJob(t)}/retry`, payload: {} };
    },
  },
  {
    route: 'POST /backend/api/admin/jobs/:id/discard',
    kind: 'job.discard',
    async prepare(t) {
      return { url: `/backend/api/admin/jobs/${await createFailedJob(t)}/discard`, payload: {} };
    },
  },
];
