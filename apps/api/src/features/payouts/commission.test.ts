import { messages } from '@scrivania/core/messages.it';
import { auditLog, bookings } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../test/admin-fixtures.ts';
import { createBooking, createSessionToken, createUser } from '../../test/factories.ts';

const m = messages.payouts.commission;
const { t, admin } = consoleTestApp();

const call = (method: 'GET' | 'PUT', payload?: unknown, headers: Record<string, string> = admin().headers) =>
  t().app.inject({
    method,
    url: '/backend/api/admin/settings/commission',
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const percentNow = async () => (await call('GET')).json().data.commission_percent;

describe('the commission', () => {
  it('is 10 % until the operator changes it; each booking keeps the one in force when it was made', async () => {
    expect(await percentNow()).toBe(10);
    const before = await createBooking(t().db);
    const changed = await call('PUT', { commission_percent: 12.35 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: m.saved, data: { commission_percent: 12.35 } });
    expect(await percentNow()).toBe(12.35);
    const after = await createBooking(t().db);
    const rows = await t().db.select().from(bookings);
    const basisPoints = (id: number) => rows.find((row) => row.id === id)?.commissionBasisPoints;
    expect(basisPoints(before.id)).toBe(1000);
    expect(basisPoints(after.id)).toBe(1235);
    // A booking made with a commission keeps it whatever the insert says.
    const forced = await createBooking(t().db, { commissionBasisPoints: 1 });
    expect(
      (await t().db.select().from(bookings).where(eq(bookings.id, forced.id)))[0]?.commissionBasisPoints,
    ).toBe(1235);
    await call('PUT', { commission_percent: 10 });
  });

  it('records who changed it, from what to what', async () => {
    await call('PUT', { commission_percent: 15 });
    const records = await t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'commission.update'), eq(auditLog.actorUserId, admin().id)));
    expect(records.at(-1)).toMatchObject({
      targetType: 'settings',
      targetId: 'commission',
      before: { commission_percent: 10 },
      after: { commission_percent: 15 },
    });
    await call('PUT', { commission_percent: 10 });
  });

  it.each([
    ['above 50 %', 50.5],
    ['below 0', -1],
    ['with three decimals', 10.125],
    ['as text', '10'],
  ])('refuses a commission %s in Italian and keeps the old one', async (_, commission_percent) => {
    const answer = await call('PUT', { commission_percent });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(m.percentInvalid);
    expect(await percentNow()).toBe(10);
  });

  it('is the operator’s alone', async () => {
    for (const role of ['host', 'visitor'] as const) {
      const user = await createUser(t().db, { role });
      const token = await createSessionToken(t().db, user.id, t().app.config.sessionSecret);
      const headers = { authorization: `Bearer ${token}` };
      expect((await call('GET', undefined, headers)).statusCode).toBe(403);
      expect((await call('PUT', { commission_percent: 1 }, headers)).statusCode).toBe(403);
    }
    expect((await call('PUT', { commission_percent: 1 }, {})).statusCode).toBe(401);
    expect(await percentNow()).toBe(10);
  });
});
