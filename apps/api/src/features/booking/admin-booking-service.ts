import type {
  AdminBooking,
  AdminBookingDetail,
  AdminBookingListQuery,
} from '@scrivania/core/booking/admin-booking-schemas';
import { bookingTimes } from '@scrivania/core/catalog/hourly-availability';
import { messages } from '@scrivania/core/messages.it';
import { centsToEuro } from '@scrivania/core/money';
import type { Db } from '@scrivania/db/client';
import { HttpError } from '../../plugins/errors.ts';
import { consoleRefundsOf } from '../payments/refund-service.ts';
import { createAdminBookingRepository } from './admin-booking-repository.ts';

type ListRow = Awaited<ReturnType<ReturnType<typeof createAdminBookingRepository>['page']>>['rows'][number];

const toAdminBooking = (row: ListRow): AdminBooking => ({
  _id: row.id,
  booking_no: row.bookingNo,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  start_date: row.startDate,
  end_date: row.endDate,
  ...bookingTimes(row),
  guests: row.guests,
  payment_method: row.paymentMethod,
  payable_amount: centsToEuro(row.payableAmountCents),
  guest_name: `${row.firstName} ${row.lastName}`,
  email: row.email,
  property: { _id: row.propertyId, name: row.propertyName },
});

/** The console's bookings, payments and refunds: read only; the changes go through the payments' own routes. */
export function createAdminBookingService(db: Db) {
  const repository = createAdminBookingRepository(db);
  return {
    async page(query: AdminBookingListQuery, perPage: number) {
      const { page, ...filters } = query;
      const { rows, hasMore } = await repository.page(filters, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { items: rows.map(toAdminBooking), hasMore };
    },

    async detail(id: number): Promise<AdminBookingDetail> {
      const row = await repository.detail(id);
      if (!row) throw new HttpError(404, messages.api.notFound);
      const [payments, history, refunds] = await Promise.all([
        repository.payments(id),
        repository.history(id),
        consoleRefundsOf(db, row),
      ]);
      return {
        ...toAdminBooking(row),
        hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
        mobile_no: row.mobileNo,
        company_name: row.companyName,
        amounts: {
          property: centsToEuro(row.propertyAmountCents),
          discount: centsToEuro(row.discountAmountCents),
          services: centsToEuro(row.servicesAmountCents),
          coupon: centsToEuro(row.couponAmountCents),
          tax: centsToEuro(row.totalTaxCents),
          payable: centsToEuro(row.payableAmountCents),
        },
        coupon_code: row.couponCode,
        guest: { _id: row.guestId, name: row.guestName, email: row.guestEmail },
        host: { _id: row.hostId, name: row.hostName, email: row.hostEmail },
        payments: payments.map((payment) => ({
          _id: payment.id,
          provider: payment.provider,
          provider_ref: payment.providerRef,
          amount: centsToEuro(payment.amountCents),
          currency: payment.currency,
          status: payment.status,
          failure_message: payment.failureMessage,
          created_at: payment.createdAt.toISOString(),
        })),
        ...refunds,
        history: history.map((change) => ({
          from_status: change.fromStatus,
          to_status: change.toStatus,
          at: change.at.toISOString(),
          actor:
            change.actorId === null
              ? null
              : { _id: change.actorId, name: change.actorName ?? '', email: change.actorEmail ?? '' },
          reason: change.reason,
        })),
      };
    },
  };
}
