import { coupons, taxes } from '@scrivania/db/schema';
import type { AuditCase } from '../../test/admin-fixtures.ts';
import { insertOne, unique } from '../../test/factories.ts';

const newCoupon = (db: Parameters<AuditCase['prepare']>[0]['db']) =>
  insertOne(db, coupons, { code: unique('AUDIT'), amountType: 'percentage', amount: 10 });
const newTax = (db: Parameters<AuditCase['prepare']>[0]['db']) =>
  insertOne(db, taxes, { taxType: 'VAT', label: 'IVA di prova', percentBasisPoints: 2200, active: false });

export const auditCases: AuditCase[] = [
  {
    route: 'POST /backend/api/admin/coupons',
    kind: 'coupon.create',
    prepare: async () => ({
      url: '/backend/api/admin/coupons',
      payload: { coupon_code: unique('NUOVO'), amount: 5, amount_type: 'amount' },
    }),
  },
  {
    route: 'PATCH /backend/api/admin/coupons/:id',
    kind: 'coupon.update',
    async prepare(t) {
      const coupon = await newCoupon(t.db);
      return { url: `/backend/api/admin/coupons/${coupon.id}`, payload: { amount: 20 } };
    },
  },
  {
    route: 'POST /backend/api/admin/coupons/:id/end',
    kind: 'coupon.end',
    async prepare(t) {
      const coupon = await newCoupon(t.db);
      return { url: `/backend/api/admin/coupons/${coupon.id}/end` };
    },
  },
  {
    route: 'POST /backend/api/admin/taxes',
    kind: 'tax.create',
    prepare: async () => ({
      url: '/backend/api/admin/taxes',
      payload: { tax_type: 'VAT', label: 'IVA ridotta', tax_percent: 4, active: false },
    }),
  },
  {
    route: 'PATCH /backend/api/admin/taxes/:id',
    kind: 'tax.update',
    async prepare(t) {
      const tax = await newTax(t.db);
      return { url: `/backend/api/admin/taxes/${tax.id}`, payload: { label: 'IVA rinominata' } };
    },
  },
];
