/**
 * The booking the Payment page hands to the payment form. Stand-in for `BookingDetails` from
 * `@scrivania/core/schemas/booking` (BookingDetailsResponseSchema), which the booking work defines;
 * at merge this file goes and the import points there.
 */
export interface BookingDetails {
  _id: number;
  booking_no: string;
  property: { property_name: string | null; thumb_image: string | null };
  service_booking: { service_name: string }[];
  start_date: string;
  end_date: string;
  payable_amount: number;
  payable_amount_cents: number;
  status: string;
}
