import type { Db } from '@scrivania/db/client';
import type { MailCalendar } from '../../providers/mail.ts';
import { bookingCalendar, type CalendarBooking, calendarHours } from './booking-calendar.ts';
import { raiseCalendarSequence } from './booking-calendar-repository.ts';

/**
 * The invitation a mail carries (REQUEST) or its withdrawal (CANCEL), with the booking's next SEQUENCE,
 * raised in the transaction that queues the mail.
 */
export async function mailedInvitation(
  tx: Db,
  booking: Omit<CalendarBooking, 'calendarSequence'>,
  invitation: { method: 'REQUEST' | 'CANCEL'; attendee: { name: string; email: string } },
  publicUrl: string,
  now: Date,
): Promise<MailCalendar> {
  const raised = await raiseCalendarSequence(tx, booking.id);
  return {
    method: invitation.method,
    content: bookingCalendar(
      { ...booking, ...calendarHours(raised), calendarSequence: raised.sequence },
      publicUrl,
      now,
      invitation,
    ),
  };
}
