import { messages } from '@scrivania/core/messages.it';
import { auditLog, payoutBatches, payouts } from '@scrivania/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../test/admin-fixtures.ts';
import { createHostUser, createSessionToken, createUser, daysFromToday } from '../../test/factories.ts';
import { elementTexts } from '../../test/fatturapa-schema.ts';
import { hostWithProfile, payoutFixtures, payoutLine } from '../../test/payout-fixtures.ts';
import { sepaSchemaErrors } from '../../test/sepa-schema.ts';
import type { TestApp } from '../../test/test-app.ts';

const m = messages.payouts.console;
const operatorApp = consoleTestApp();
let t: TestApp;
beforeAll(() => {
  t = operatorApp.t();
});

const fixtures = payoutFixtures(() => t);
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  fixtures.call(method, url, operatorApp.admin().token, payload);
const statusOf = async (ids: number[]) =>
  t.db
    .select({ id: payouts.id, status: payouts.status, batchId: payouts.batchId, paidAt: payouts.paidAt })
    .from(payouts)
    .where(inArray(payouts.id, ids));

/** Each batch takes every due SEPA line: the lines earlier tests left due are put aside first. */
beforeEach(async () => {
  await t.db
    .update(payouts)
    .set({ status: 'cancelled' })
    .where(inArray(payouts.status, ['due', 'scheduled']));
});

describe('the operator’s payout list', () => {
  it('lists every host’s lines with their sums and filters by status and by host id or text', async () => {
    const anna = await hostWithProfile(t, 'Anna Conti');
    await t.db.execute(sql`UPDATE users SET name = 'Anna Conti Filtro' WHERE id = ${anna.id}`);
    const other = await hostWithProfile(t);
    const { line, booking } = await payoutLine(t, anna.id, {
      netCents: 9_000,
      status: 'scheduled',
      dueIn: 3,
    });
    await payoutLine(t, other.id, { netCents: 5_000 });

    const byId = await asAdmin('GET', `admin/payouts?host=${anna.id}`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().data).toMatchObject({ page: 1, per_page: 50, has_more: false });
    expect(byId.json().data.items).toEqual([
      {
        _id: line.id,
        kind: 'booking',
        host: { _id: anna.id, name: 'Anna Conti Filtro', email: anna.email },
        booking_no: booking.bookingNo,
        gross_cents: 10_000,
        commission_cents: 1_000,
        net_cents: 9_000,
        due_on: daysFromToday(3),
        status: 'scheduled',
        method: 'sepa',
        hold_reason: null,
        failure_message: null,
        batch_id: null,
        paid_at: null,
      },
    ]);
    const byText = await asAdmin('GET', 'admin/payouts?host=conti%20filtro');
    expect(byText.json().data.items.map((item: { _id: number }) => item._id)).toEqual([line.id]);
    const byStatus = await asAdmin('GET', `admin/payouts?status=scheduled&host=${other.id}`);
    expect(byStatus.json().data.items).toEqual([]);
    const wrong = await asAdmin('GET', 'admin/payouts?status=forse');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(m.statusInvalid);
  });

  it('keeps hosts and guests out, and a host sees only their own lines', async () => {
    const mine = await hostWithProfile(t);
    const theirs = await hostWithProfile(t);
    const { line } = await payoutLine(t, mine.id, { netCents: 1_000 });
    await payoutLine(t, theirs.id, { netCents: 2_000 });
    const hostToken = await createSessionToken(t.db, mine.id, t.app.config.sessionSecret);
    const guest = await createUser(t.db);
    const guestToken = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
    for (const token of [hostToken, guestToken]) {
      expect((await fixtures.call('GET', 'admin/payouts', token)).statusCode).toBe(403);
      expect((await fixtures.call('POST', 'admin/payouts/run', token)).statusCode).toBe(403);
      expect((await fixtures.call('POST', 'admin/payout-batches', token)).statusCode).toBe(403);
      expect(
        (await fixtures.call('POST', `admin/payouts/${line.id}/release`, token, { reason: 'Anticipo' }))
          .statusCode,
      ).toBe(403);
    }
    const own = await fixtures.call('GET', 'host/payouts', hostToken);
    expect(own.json().data.payouts.map((payout: { _id: number }) => payout._id)).toEqual([line.id]);
  });
});

describe('releasing a payout', () => {
  it('makes a scheduled line due today, with the reason in the activity log', async () => {
    const host = await hostWithProfile(t);
    const { line } = await payoutLine(t, host.id, { netCents: 4_500, status: 'scheduled', dueIn: 20 });
    const missing = await asAdmin('POST', `admin/payouts/${line.id}/release`, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(m.reasonRequired);

    const released = await asAdmin('POST', `admin/payouts/${line.id}/release`, {
      reason: 'Host in difficoltà',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data).toMatchObject({ status: 'due', due_on: daysFromToday(0) });
    const [record] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'payout.release'), eq(auditLog.targetId, String(line.id))));
    expect(record?.after).toMatchObject({ status: 'due', reason: 'Host in difficoltà' });

    const again = await asAdmin('POST', `admin/payouts/${line.id}/release`, { reason: 'Ancora' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.notReleasable);
  });

  it('releases a refused transfer (its next attempt) and a line held for the profile, not one in a batch', async () => {
    const host = await hostWithProfile(t);
    const { line: refused } = await payoutLine(t, host.id, { netCents: 2_000 });
    const { line: held } = await payoutLine(t, host.id, { netCents: 3_000 });
    const { line: batched } = await payoutLine(t, host.id, { netCents: 4_000 });
    await t.db
      .update(payouts)
      .set({
        status: 'failed',
        method: 'stripe',
        attempt: 2,
        failureMessage: 'stripe 400 balance_insufficient',
      })
      .where(eq(payouts.id, refused.id));
    await t.db.update(payouts).set({ holdReason: 'profile_incomplete' }).where(eq(payouts.id, held.id));
    await t.db.update(payouts).set({ status: 'in_batch' }).where(eq(payouts.id, batched.id));
    const again = await asAdmin('POST', `admin/payouts/${refused.id}/release`, {
      reason: 'Saldo ricaricato',
    });
    expect(again.json().data).toMatchObject({
      status: 'due',
      failure_message: null,
      due_on: daysFromToday(0),
    });
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, refused.id));
    expect(row).toMatchObject({ attempt: 2, transferStartedAt: null });
    expect(
      (await asAdmin('POST', `admin/payouts/${held.id}/release`, { reason: 'Profilo completato' }))
        .statusCode,
    ).toBe(200);
    expect((await asAdmin('POST', `admin/payouts/${batched.id}/release`, { reason: 'No' })).statusCode).toBe(
      409,
    );
  });

  it('refuses a line of an unpaid booking (409) and one that does not exist (404)', async () => {
    const host = await hostWithProfile(t);
    const { line } = await payoutLine(t, host.id, { netCents: 1_000, status: 'scheduled', paid: false });
    const unpaid = await asAdmin('POST', `admin/payouts/${line.id}/release`, { reason: 'Prova' });
    expect(unpaid.statusCode).toBe(409);
    expect((await statusOf([line.id]))[0]?.status).toBe('scheduled');
    const none = await asAdmin('POST', 'admin/payouts/987654/release', { reason: 'Prova' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(m.notFound);
  });
});

describe('the run on demand', () => {
  it('runs the daily job now, answers its summary and is audited', async () => {
    const host = await hostWithProfile(t);
    const { line } = await payoutLine(t, host.id, { netCents: 3_000, status: 'scheduled', dueIn: -1 });
    const ran = await asAdmin('POST', 'admin/payouts/run');
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json().data).toEqual({ made_due: 1, paid: 0, refused: 0, unanswered: 0 });
    expect((await statusOf([line.id]))[0]?.status).toBe('due');
    const records = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'payout.run'));
    expect(records.at(-1)?.after).toEqual({ made_due: 1, paid: 0, refused: 0, unanswered: 0 });
  });
});

describe('SEPA batches', () => {
  it('sends one transfer per host, the sum of its lines less its adjustments, in a file the schema accepts', async () => {
    const anna = await hostWithProfile(t, 'Società Uffici & Figli – Niccolò');
    const a1 = await payoutLine(t, anna.id, { netCents: 10_000 });
    const a2 = await payoutLine(t, anna.id, { netCents: 5_050 });
    const a3 = await payoutLine(t, anna.id, { netCents: -3_000 });
    // Owes more than is owed: left out, its lines stay due.
    const bruno = await hostWithProfile(t, 'Bruno Neri');
    const b1 = await payoutLine(t, bruno.id, { netCents: 2_000 });
    const b2 = await payoutLine(t, bruno.id, { netCents: -5_000 });
    // No profile: held by the run's step, left out.
    const nobody = await createHostUser(t.db);
    const n1 = await payoutLine(t, nobody.id, { netCents: 7_000 });
    const carla = await hostWithProfile(t, 'Carla Bianchi');
    const c1 = await payoutLine(t, carla.id, { netCents: 1_234 });

    const created = await asAdmin('POST', 'admin/payout-batches');
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json().data;
    expect(batch).toMatchObject({ count: 2, total_cents: 10_000 + 5_050 - 3_000 + 1_234, paid_at: null });
    expect(batch.reference).toMatch(/^SCRIVANIA-PAY-\d{8}$/);

    const moved = new Map(
      (await statusOf([a1, a2, a3, b1, b2, n1, c1].map((x) => x.line.id))).map((r) => [r.id, r]),
    );
    for (const x of [a1, a2, a3, c1])
      expect(moved.get(x.line.id)).toMatchObject({ status: 'in_batch', batchId: batch._id });
    for (const x of [b1, b2, n1])
      expect(moved.get(x.line.id)).toMatchObject({ status: 'due', batchId: null });

    const file = await asAdmin('GET', `admin/payout-batches/${batch._id}.xml`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toContain(`${batch.reference}.xml`);
    const xml = file.body;
    expect(await sepaSchemaErrors(xml)).toEqual([]);
    expect(elementTexts(xml, 'MsgId')).toEqual([batch.reference]);
    expect(elementTexts(xml, 'NbOfTxs')).toEqual(['2', '2']);
    expect(elementTexts(xml, 'CtrlSum')).toEqual(['132.84', '132.84']);
    expect(elementTexts(xml, 'Cd')).toEqual(['SEPA']);
    expect(elementTexts(xml, 'IBAN')).toEqual([
      t.app.config.payoutDebtor.iban,
      'IT60X0542811101000000123456',
      'IT60X0542811101000000123456',
    ]);
    expect(elementTexts(xml, 'Nm')).toEqual([
      t.app.config.payoutDebtor.name,
      t.app.config.payoutDebtor.name,
      'Societa Uffici + Figli - Niccolo',
      'Carla Bianchi',
    ]);
    expect(xml).toContain('<InstdAmt Ccy="EUR">120.50</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">12.34</InstdAmt>');
    const [annaText] = elementTexts(xml, 'Ustrd');
    for (const x of [a1, a2, a3]) expect(annaText).toContain(x.booking.bookingNo);
    expect(elementTexts(xml, 'EndToEndId')).toEqual([
      `${batch.reference}-H${anna.id}`,
      `${batch.reference}-H${carla.id}`,
    ]);

    // Nothing left that a batch may take: a second one is refused, in Italian.
    await t.db.update(payouts).set({ status: 'cancelled' }).where(eq(payouts.hostId, bruno.id));
    const empty = await asAdmin('POST', 'admin/payout-batches');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(m.nothingToBatch);
  });

  it('cuts the remittance to 140 characters for a host with many bookings', async () => {
    const host = await hostWithProfile(t);
    for (let i = 0; i < 12; i += 1) await payoutLine(t, host.id, { netCents: 1_000 });
    const created = await asAdmin('POST', 'admin/payout-batches');
    expect(created.statusCode, created.body).toBe(201);
    const xml = (await asAdmin('GET', `admin/payout-batches/${created.json().data._id}.xml`)).body;
    expect(await sepaSchemaErrors(xml)).toEqual([]);
    const [remittance = ''] = elementTexts(xml, 'Ustrd');
    expect(remittance.length).toBeLessThanOrEqual(140);
    expect(remittance.length).toBeGreaterThan(100);
  });

  it('marks a batch paid once: its lines paid, one mail per host; a second time is refused', async () => {
    const anna = await hostWithProfile(t);
    const carla = await hostWithProfile(t);
    const lines = [
      await payoutLine(t, anna.id, { netCents: 8_000 }),
      await payoutLine(t, anna.id, { netCents: -1_000 }),
      await payoutLine(t, carla.id, { netCents: 2_500 }),
    ];
    const batch = (await asAdmin('POST', 'admin/payout-batches')).json().data;
    const paid = await asAdmin('POST', `admin/payout-batches/${batch._id}/mark-paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.paid_at).not.toBeNull();
    for (const row of await statusOf(lines.map((x) => x.line.id))) {
      expect(row.status).toBe('paid');
      expect(row.paidAt).not.toBeNull();
    }
    const outbox = await t.outbox();
    const annaMails = outbox.filter((mail) => mail.includes(`To: ${anna.email}`));
    expect(annaMails).toHaveLength(1);
    expect(annaMails[0]).toContain('70,00');
    expect(annaMails[0]).toContain('Bonifico SEPA');
    expect(outbox.filter((mail) => mail.includes(`To: ${carla.email}`))).toHaveLength(1);

    const again = await asAdmin('POST', `admin/payout-batches/${batch._id}/mark-paid`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.batchAlreadyPaid);
    expect((await asAdmin('POST', 'admin/payout-batches/987654/mark-paid')).statusCode).toBe(404);
    expect((await asAdmin('GET', 'admin/payout-batches/987654.xml')).statusCode).toBe(404);

    const listed = await asAdmin('GET', 'admin/payout-batches');
    expect(listed.json().data.items[0]).toMatchObject({ _id: batch._id, paid_at: expect.any(String) });
  });

  it('never puts one line in two batches when two are asked for at once', async () => {
    const hosts = [await hostWithProfile(t), await hostWithProfile(t), await hostWithProfile(t)];
    const ids: number[] = [];
    for (const host of hosts)
      for (const netCents of [3_000, 4_000]) ids.push((await payoutLine(t, host.id, { netCents })).line.id);
    const answers = await Promise.all([
      asAdmin('POST', 'admin/payout-batches'),
      asAdmin('POST', 'admin/payout-batches'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const batchId = answers.find((answer) => answer.statusCode === 201)?.json().data._id;
    const rows = await statusOf(ids);
    expect(rows.every((row) => row.status === 'in_batch' && row.batchId === batchId)).toBe(true);
    const [batch] = await t.db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
    expect(batch).toMatchObject({ transferCount: 3, totalCents: 21_000 });
  });
});
