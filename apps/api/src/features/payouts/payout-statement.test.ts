import { messages } from '@scrivania/core/messages.it';
import type { Payout } from '@scrivania/core/payouts/schemas';
import { payouts } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, insertOne } from '../../test/factories.ts';
import { payoutFixtures } from '../../test/payout-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const s = messages.payouts.statement;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixtures = payoutFixtures(() => t);
const statement = (token: string | null, query: string) =>
  fixtures.call('GET', `host/payouts/statement?${query}`, token);

/**
 * A host with a profile and, due in one month, a booking of 1,500 € paid out, an adjustment of that
 * booking after a refund of 20 €, and a booking of 122 € still to pay; and one more due a month later.
 */
async function hostWithAMonth() {
  const host = await fixtures.signedInHost();
  await fixtures.saveProfile(host.token);
  const big = await fixtures.paidByCard(host.id, { from: 10, amountCents: 150_000 });
  const small = await fixtures.paidByCard(host.id, { from: 10 });
  const later = await fixtures.paidByCard(host.id, { from: 60 });
  const dueOn = daysFromToday(11);
  await t.db
    .update(payouts)
    .set({ status: 'paid', method: 'stripe', paidAt: new Date(`${dueOn}T05:00:00Z`) })
    .where(eq(payouts.bookingId, big.booking.id));
  await insertOne(t.db, payouts, {
    hostId: host.id,
    bookingId: big.booking.id,
    kind: 'adjustment',
    commissionBasisPoints: 1000,
    grossCents: -2_000,
    commissionCents: -200,
    netCents: -1_800,
    dueOn,
    status: 'due',
  });
  return { host, month: dueOn.slice(0, 7), big, small, later };
}

describe('the monthly payout statement', () => {
  it('has the month’s lines and totals in CSV, the same as the list of that month', async () => {
    const { host, month, big, small, later } = await hostWithAMonth();
    const answer = await statement(host.token, `month=${month}&format=csv`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="rendiconto-pagamenti-${month}.csv"`,
    );
    const rows = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(Object.values(s.columns).join(';'));
    const bookingNos = [big.booking.bookingNo, small.booking.bookingNo];
    expect(
      rows
        .slice(1, 4)
        .map((row) => row.split(';')[0])
        .sort(),
    ).toEqual([...bookingNos, big.booking.bookingNo].sort());
    expect(answer.body).not.toContain(later.booking.bookingNo);
    expect(rows).toContain(
      `${big.booking.bookingNo};Prenotazione;${italian(big.booking.startDate)};${italian(big.booking.endDate)};${italian(daysFromToday(11))};1500,00;150,00;1350,00;Pagato;Trasferimento Stripe;${italian(daysFromToday(11))}`,
    );
    expect(rows).toContainEqual(
      expect.stringMatching(/;Rettifica;.*;-20,00;-2,00;-18,00;Da pagare;Bonifico SEPA;$/),
    );
    // 1,500 + 122 − 20 gross; 1,350 + 109.80 − 18 net, of which 1,350 paid.
    expect(rows.slice(-3)).toEqual([
      `${s.total};;;;;1602,00;160,20;1441,80;;;`,
      `${s.paid};;;;;;;1350,00;;;`,
      `${s.open};;;;;;;91,80;;;`,
    ]);

    const list = await fixtures.call('GET', `host/payouts?month=${month}`, host.token);
    const listed: Payout[] = list.json().data.payouts;
    expect(listed).toHaveLength(3);
    const sum = (key: 'gross_cents' | 'commission_cents' | 'net_cents') =>
      listed.reduce((total, line) => total + line[key], 0);
    expect([sum('gross_cents'), sum('commission_cents'), sum('net_cents')]).toEqual([
      160_200, 16_020, 144_180,
    ]);
  });

  it('writes the PDF with Italian amounts and the same totals', async () => {
    const { host, month, big } = await hostWithAMonth();
    const answer = await statement(host.token, `month=${month}&format=pdf`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="rendiconto-pagamenti-${month}.pdf"`,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain(s.title);
    expect(text).toContain('Host: Luca Ferri');
    // The booking column wraps a long number after a hyphen (the test's numbers carry the process id).
    expect(text.replaceAll('-\n', '-')).toContain(big.booking.bookingNo);
    for (const amount of [
      '1.500,00 €',
      '1.350,00 €',
      '-18,00 €',
      '1.602,00 €',
      '160,20 €',
      '1.441,80 €',
      '91,80 €',
    ])
      expect(text).toContain(amount);
  });

  it('says so for a month without lines', async () => {
    const host = await fixtures.signedInHost();
    const answer = await statement(host.token, 'month=2020-01&format=pdf');
    expect(answer.statusCode).toBe(200);
    expect(await pdfText(answer.rawPayload)).toContain(s.none);
  });

  it('refuses a bad month or format in Italian', async () => {
    const host = await fixtures.signedInHost();
    for (const [query, message] of [
      ['month=2026-13&format=csv', s.monthInvalid],
      ['month=marzo&format=pdf', s.monthInvalid],
      ['format=csv', s.monthInvalid],
      ['month=2026-03&format=xls', s.formatInvalid],
    ] as const) {
      const answer = await statement(host.token, query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect((await statement(null, 'month=2026-03&format=csv')).statusCode).toBe(401);
  });
});

describe('the payouts summary', () => {
  it('names the next payout, what is still to come and what is paid', async () => {
    const { host } = await hostWithAMonth();
    const answer = await fixtures.call('GET', 'host/payouts/summary', host.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      next_payout: { due_on: daysFromToday(11), net_cents: 10_980 - 1_800, lines: 2 },
      upcoming_net_cents: 10_980 - 1_800 + 10_980,
      paid_net_cents: 135_000,
      profile_complete: true,
      account_status: 'not_started',
    });
  });

  it('has nothing to say of a new host but the steps to take', async () => {
    const host = await fixtures.signedInHost();
    const answer = await fixtures.call('GET', 'host/payouts/summary', host.token);
    expect(answer.json().data).toEqual({
      next_payout: null,
      upcoming_net_cents: 0,
      paid_net_cents: 0,
      profile_complete: false,
      account_status: 'not_started',
    });
  });
});

const italian = (date: string) => date.split('-').reverse().join('/');
