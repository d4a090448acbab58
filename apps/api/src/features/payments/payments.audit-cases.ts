import { payments } from '@scrivania/db/schema';
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
  {
    route: 'POST /backend/api/admin/bookings/:id/refund',
    kind: 'booking.refund',
    async prepare(t) {
      const booking = await createBooking(t.db, { status: 'booked', holdExpiresAt: null });
      await t.db.insert(payments).values({
        bookingId: booking.id,
        provider: 'card_sandbox',
        providerRef: `audit-${booking.id}`,
        amountCents: booking.payableAmountCents,
        status: 'succeeded',
      });
      return {
        url: `/backend/api/admin/bookings/${booking.id}/refund`,
        payload: { amount_cents: 1000, reason: 'Gesto di cortesia' },
      };
    },
  },
];
