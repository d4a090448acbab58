import type { AuditCase } from '../../test/admin-fixtures.ts';
import { createBooking } from '../../test/factories.ts';

export const auditCases: AuditCase[] = [
  {
    route: 'POST /backend/api/payment/bank-transfer/:id/received',
    kind: 'booking.transfer_received',
    async prepare(t) {
      const booking = await createBooking(t.db, {
        status: 'awaiting_transfer',
        paymentMethod: 'wireTransfer',
        holdExpiresAt: new Date(Date.now() + 3 * 86_400_000),
      });
      return { url: `/backend/api/payment/bank-transfer/${booking.id}/received`, payload: {} };
    },
  },
];
