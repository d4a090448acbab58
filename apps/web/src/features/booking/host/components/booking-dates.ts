import { messages } from '@scrivania/core/messages.it';
import { type BookedPeriod, formatBookingPeriod, formatBritishDate } from '../../../../lib/format.ts';

/** A booking's period as the host's screens say it: 'dal … al …', or the day and its hours. */
export const bookingDates = (booking: BookedPeriod) =>
  booking.start_time
    ? formatBookingPeriod(booking)
    : messages.booking.hostScreens.detail.datesRange(
        formatBritishDate(booking.start_date),
        formatBritishDate(booking.end_date),
      );
