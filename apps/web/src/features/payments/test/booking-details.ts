import { cancellationRules } from '@scrivania/core/booking/cancellation';
import type { BookingDetails } from '@scrivania/core/booking/schemas';

/** The payment screens' tests' booking: unpaid, its hold ending 11:30 in Rome on 1 March 2026. */
export const pendingBooking: BookingDetails = {
  _id: 41,
  booking_no: 'SCR-2026-000041',
  property: {
    _id: 3,
    property_name: 'Ufficio Navigli',
    thumb_image: null,
    address: 'Via Vigevano 9, Milano',
  },
  service_booking: [],
  start_date: '2026-03-05',
  end_date: '2026-03-06',
  start_time: null,
  end_time: null,
  guests: 2,
  payable_amount: 122,
  payable_amount_cents: 12_200,
  amounts: {
    property_amount_cents: 10_000,
    discount_amount_cents: 0,
    services_amount_cents: 0,
    coupon_amount_cents: 0,
    tax_amount_cents: 2_200,
    payable_amount_cents: 12_200,
  },
  payment_method: null,
  paid_at: null,
  status: 'pending',
  // 10:30 UTC on 1 March is 11:30 in Rome (winter time).
  hold_expires_at: '2026-03-01T10:30:00.000Z',
  invoice_no: null,
  cancellation_policy: 'moderata',
  cancellation_rule: cancellationRules.moderata,
  refunded_amount: 0,
  refunded_amount_cents: 0,
  refunds: [],
};
