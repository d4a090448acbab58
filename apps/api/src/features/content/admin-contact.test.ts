import { messages } from '@scrivania/core/messages.it';
import { auditLog, contactInquiries } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../test/admin-fixtures.ts';
import { insertOne, unique } from '../../test/factories.ts';

const { t, admin } = consoleTestApp();

const inquiry = () =>
  insertOne(t().db, contactInquiries, {
    name: 'Luca',
    surname: 'Bianchi',
    email: `${unique('luca')}@example.test`,
    phone: '3331234567',
    topic: 'coworking',
    privacyConsent: true,
  });
const ids = async (status: string) => {
  const answer = await t().app.inject({
    method: 'GET',
    url: `/backend/api/admin/contact-requests?status=${status}`,
    headers: admin().headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.items.map((item: { _id: number }) => item._id) as number[];
};
const handle = (id: number) =>
  t().app.inject({
    method: 'POST',
    url: `/backend/api/admin/contact-requests/${id}/handle`,
    headers: admin().headers,
  });

describe('the contact inbox', () => {
  it('lists open requests newest first and moves a handled one to the handled list, with its record', async () => {
    const older = await inquiry();
    const newer = await inquiry();
    const open = await ids('open');
    expect(open.indexOf(newer.id)).toBeLessThan(open.indexOf(older.id));
    expect(open).toContain(older.id);

    const handled = await handle(older.id);
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().data.handled_at).toEqual(expect.any(String));
    expect(await ids('open')).not.toContain(older.id);
    expect((await ids('handled'))[0]).toBe(older.id);
    const records = await t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'contact.handle'), eq(auditLog.targetId, String(older.id))));
    expect(records).toHaveLength(1);
  });

  it('refuses to handle a request twice, an unknown one and an unknown filter', async () => {
    const request = await inquiry();
    await handle(request.id);
    const again = await handle(request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.content.adminContact.alreadyHandled);
    const [row] = await t()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(request.id)));
    expect(row).toBeDefined();
    expect((await handle(99999999)).statusCode).toBe(404);
    const bad = await t().app.inject({
      method: 'GET',
      url: '/backend/api/admin/contact-requests?status=tutte',
      headers: admin().headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.content.adminContact.statusInvalid);
  });
});
