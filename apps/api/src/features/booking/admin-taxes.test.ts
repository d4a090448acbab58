import { messages } from '@scrivania/core/messages.it';
import { auditLog, taxes } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../test/admin-fixtures.ts';

const m = messages.booking.admin.taxes;

const { t, admin } = consoleTestApp();

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t().app.inject({ method, url: `/backend/api${url}`, headers: admin().headers, payload });
const checkoutTaxes = async () =>
  (await t().app.inject({ method: 'GET', url: '/backend/api/booking/tax' })).json().data as { _id: number }[];

describe('the console’s taxes', () => {
  it('creates a tax the checkout applies at once, and ends it the same way', async () => {
    const created = await call('POST', '/admin/taxes', {
      tax_type: 'VAT',
      label: 'IVA agevolata',
      tax_percent: 4.5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const tax = created.json().data;
    expect(tax).toMatchObject({ tax_type: 'VAT', label: 'IVA agevolata', tax_percent: 4.5, active: true });
    const [row] = await t().db.select().from(taxes).where(eq(taxes.id, tax._id));
    expect(row?.percentBasisPoints).toBe(450);
    expect((await checkoutTaxes()).map((x) => x._id)).toContain(tax._id);

    const ended = await call('PATCH', `/admin/taxes/${tax._id}`, { active: false });
    expect(ended.statusCode).toBe(200);
    expect((await checkoutTaxes()).map((x) => x._id)).not.toContain(tax._id);
    const records = await t()
      .db.select({ kind: auditLog.kind })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'tax'), eq(auditLog.targetId, String(tax._id))));
    expect(records.map((r) => r.kind).sort()).toEqual(['tax.create', 'tax.end']);

    const listed = await call('GET', '/admin/taxes');
    expect(listed.json().data.items.find((x: { _id: number }) => x._id === tax._id)).toMatchObject({
      active: false,
    });
  });

  it.each([
    ['over 100 %', 100.5],
    ['below 0', -1],
    ['with three decimals', 4.125],
  ])('refuses a tax %s and saves nothing', async (_, tax_percent) => {
    const label = `Tassa rifiutata ${tax_percent}`;
    const answer = await call('POST', '/admin/taxes', { tax_type: 'GST', label, tax_percent });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(m.percentInvalid);
    expect(await t().db.select().from(taxes).where(eq(taxes.label, label))).toEqual([]);
  });

  it('refuses a bad edit and an unknown id', async () => {
    const created = (
      await call('POST', '/admin/taxes', { tax_type: 'GST', label: 'GST', tax_percent: 5, active: false })
    ).json().data;
    const bad = await call('PATCH', `/admin/taxes/${created._id}`, { tax_percent: 120 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.percentInvalid);
    const [row] = await t().db.select().from(taxes).where(eq(taxes.id, created._id));
    expect(row?.percentBasisPoints).toBe(500);
    expect((await call('PATCH', '/admin/taxes/99999999', { label: 'x' })).statusCode).toBe(404);
  });
});
