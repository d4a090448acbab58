import { payments, refunds } from '@scrivania/db/schema';
import type { AuditCase } from '../../test/admin-fixtures.ts';
import { createBooking } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A booking paid through `provider` with one refund of 10 € in `status`. */
async function refunded(
  t: TestApp,
  provider: 'card_sandbox' | 'bank_transfer',
  status: 'failed' | 'pending',
) {
  const booking = await createBooking(t.db, { status: 'booked', holdExpiresAt: null });
  const [payment] = await t.db
    .insert(payments)
    .values({
      bookingId: booking.id,
      provider,
      providerRef: `audit-${provider}-${booking.id}`,
      amountCents: booking.payableAmountCents,
      status: 'succeeded',
    })
    .returning();
  const [refund] = await t.db
    .insert(refunds)
    .values({
      bookingId: booking.id,
      paymentId: payment?.id ?? 0,
      method: provider,
      amountCents: 1000,
      status,
      idempotencyKey: `audit-${booking.id}`,
      initiator: 'operator',
      reason: 'Gesto di cortesia',
    })
    .returning();
  return refund?.id ?? 0;
}

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
  {
    route: 'POST /backend/api/admin/refunds/:id/retry',
    kind: 'refund.retry',
    async prepare(t) {
      return { url: `/backend/api/admin/refunds/${await refunded(t, 'card_sandbox', 'failed')}/retry` };
    },
  },
  {
    route: 'POST /backend/api/admin/refunds/:id/resend',
    kind: 'refund.resend',
    async prepare(t) {
      return { url: `/backend/api/admin/refunds/${await refunded(t, 'card_sandbox', 'pending')}/resend` };
    },
  },
  {
    route: 'POST /backend/api/admin/refunds/:id/mark-sent',
    kind: 'refund.mark_sent',
    async prepare(t) {
      return { url: `/backend/api/admin/refunds/${await refunded(t, 'bank_transfer', 'pending')}/mark-sent` };
    },
  },
];
