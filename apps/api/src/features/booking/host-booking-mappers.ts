import type {
  HostBooking,
  HostBookingDetail,
  statusChangeActors,
} from '@scrivania/core/booking/host-booking-schemas';
import { bookingTimes } from '@scrivania/core/catalog/hourly-availability';
import { centsToEuro } from '@scrivania/core/money';
import type { BookingRefunds } from '../payments/refund-service.ts';
import { visibleStatus } from './booking-service.ts';
import type { HostBookingDetailRow, HostBookingRow } from './host-booking-repository.ts';

export function toHostBooking(row: HostBookingRow, now: Date): HostBooking {
  return {
    _id: row.id,
    booking_no: row.bookingNo,
    status: visibleStatus(row.status, row.holdExpiresAt, now),
    property: { _id: row.propertyId, property_name: row.propertyName },
    guest_name: `${row.firstName} ${row.lastName}`,
    start_date: row.startDate,
    end_date: row.endDate,
    ...bookingTimes(row),
    guests: row.guests,
    payable_amount: centsToEuro(row.payableAmountCents),
    payable_amount_cents: row.payableAmountCents,
    payment_method: row.paymentMethod,
    hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

type Actor = (typeof statusChangeActors)[number];

/** Who made a change, as the host may know them: the product itself, the operator, the host, or the guest. */
function actorOf(
  change: HostBookingDetailRow['history'][number],
  booking: { hostId: number; userId: number },
): Actor {
  if (change.actorUserId === null) return 'system';
  if (change.actorRole === 'admin') return 'operator';
  if (change.actorUserId === booking.hostId) return 'host';
  return 'guest';
}

export function toHostBookingDetail(
  row: HostBookingDetailRow,
  refunds: BookingRefunds,
  now: Date,
  invoiceNo: string | null,
): HostBookingDetail {
  return {
    ...toHostBooking(row, now),
    ...refunds,
    invoice_no: invoiceNo,
    billing: {
      first_name: row.firstName,
      last_name: row.lastName,
      company_name: row.companyName,
      email: row.email,
      mobile_no: row.mobileNo,
      address: row.address,
      state: row.city,
      country: row.province,
      pec: row.pec,
      sdi: row.sdi,
      tax_id_code: row.taxIdCode,
    },
    special_request: row.specialRequest,
    service_booking: row.services.map((service) => ({
      service_name: service.name,
      amount: centsToEuro(service.amountCents),
    })),
    coupon:
      row.couponCode === null
        ? null
        : { coupon_code: row.couponCode, amount: centsToEuro(row.couponAmountCents) },
    amounts: {
      property_amount: centsToEuro(row.propertyAmountCents),
      discount_amount: centsToEuro(row.discountAmountCents),
      services_amount: centsToEuro(row.servicesAmountCents),
      coupon_amount: centsToEuro(row.couponAmountCents),
      tax_amount: centsToEuro(row.totalTaxCents),
      payable_amount: centsToEuro(row.payableAmountCents),
    },
    history: row.history.map((change) => ({
      from_status: change.fromStatus,
      to_status: change.toStatus,
      at: change.at.toISOString(),
      by: actorOf(change, row),
      reason: change.reason,
    })),
  };
}
