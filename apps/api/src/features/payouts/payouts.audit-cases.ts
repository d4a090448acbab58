import { payoutBatches, payouts } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import type { AuditCase } from '../../test/admin-fixtures.ts';
import { daysFromToday } from '../../test/factories.ts';
import { hostWithProfile, payoutLine } from '../../test/payout-fixtures.ts';

export const auditCases: AuditCase[] = [
  {
    route: 'PUT /backend/api/admin/settings/commission',
    kind: 'commission.update',
    prepare: async () => ({
      url: '/backend/api/admin/settings/commission',
      payload: { commission_percent: 10 },
    }),
  },
  {
    route: 'POST /backend/api/admin/payouts/:id/release',
    kind: 'payout.release',
    async prepare(t) {
      const host = await hostWithProfile(t);
      const { line } = await payoutLine(t, host.id, { netCents: 5_000, status: 'scheduled', dueIn: 10 });
      return { url: `/backend/api/admin/payouts/${line.id}/release`, payload: { reason: 'Anticipo' } };
    },
  },
  {
    route: 'POST /backend/api/admin/payouts/run',
    kind: 'payout.run',
    prepare: async () => ({ url: '/backend/api/admin/payouts/run' }),
  },
  {
    route: 'POST /backend/api/admin/payout-batches',
    kind: 'payout_batch.create',
    async prepare(t) {
      const host = await hostWithProfile(t);
      await payoutLine(t, host.id, { netCents: 5_000 });
      return { url: '/backend/api/admin/payout-batches' };
    },
  },
  {
    route: 'POST /backend/api/admin/payout-batches/:id/mark-paid',
    kind: 'payout_batch.mark_paid',
    async prepare(t) {
      const host = await hostWithProfile(t);
      const { line } = await payoutLine(t, host.id, { netCents: 5_000 });
      const [batch] = await t.db
        .insert(payoutBatches)
        .values({ requestedOn: daysFromToday(0), transferCount: 1, totalCents: 5_000 })
        .returning();
      await t.db
        .update(payouts)
        .set({ status: 'in_batch', batchId: batch?.id })
        .where(eq(payouts.id, line.id));
      return { url: `/backend/api/admin/payout-batches/${batch?.id}/mark-paid` };
    },
  },
];
