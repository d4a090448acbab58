import { messages } from '@scrivania/core/messages.it';
import { auditLog } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import { createFailedJob } from '../../test/job-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await createSignedInAdmin(t)).headers;
});
afterAll(() => t.close());

const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/backend/api/admin/jobs${query}`, headers })).json();
const act = (id: string, action: 'retry' | 'discard') =>
  t.app.inject({ method: 'POST', url: `/backend/api/admin/jobs/${id}/${action}`, headers, payload: {} });

describe('Attività in background (console API)', () => {
  it('counts jobs by state and lists the failed ones with their error', async () => {
    const id = await createFailedJob(t, 'uno@example.com');
    const body = await list('?state=failed');
    expect(body.data.counts).toMatchObject({ failed: 1, running: 0 });
    expect(body.data.jobs).toEqual([
      expect.objectContaining({
        _id: id,
        task: 'mail.send',
        state: 'failed',
        attempts: 10,
        max_attempts: 10,
        last_error: 'Error: SMTP non raggiungibile',
      }),
    ]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/backend/api/admin/jobs?state=finite',
      headers,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('retries a failed job: it runs again, the operator is named in the audit log, a second retry is 404', async () => {
    const [failed] = (await list('?state=failed')).data.jobs;
    const retried = await act(failed._id, 'retry');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ message: messages.jobs.retried, data: { _id: failed._id } });
    expect((await t.outbox()).some((mail) => mail.includes('uno@example.com'))).toBe(true);
    expect((await list()).data.counts).toEqual({ waiting: 0, running: 0, retrying: 0, failed: 0 });
    const records = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'job.retry'), eq(auditLog.targetId, failed._id)));
    expect(records).toHaveLength(1);
    const again = await act(failed._id, 'retry');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(messages.jobs.notFound);
  });

  it('discards a failed job, and only a failed one', async () => {
    const id = await createFailedJob(t, 'due@example.com');
    expect((await act(id, 'discard')).statusCode).toBe(200);
    expect((await list('?state=failed')).data.jobs).toEqual([]);
    expect((await act(id, 'discard')).statusCode).toBe(404);
    expect((await act('424242', 'discard')).statusCode).toBe(404);
  });
});
