import { isoWeekday, weekdaysOfMask } from '@scrivania/core/catalog/weekdays';
import { addDays } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import ical, { ICalEventRepeatingFreq } from 'ical-generator';

const m = messages.hostCatalog.calendars;

export interface ListingFeedFacts {
  id: number;
  name: string;
  closedWeekdays: number;
  /** Bookings that hold their dates, both days inclusive. */
  held: Array<{ id: number; start: string; end: string }>;
  closedDays: string[];
}

const midnightUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A listing's own calendar feed (decision 103): every booked or held stay and every closed day as an
 * opaque all-day event ('Occupato', 'Chiuso'), with nothing of the guest. UIDs are built from what the
 * event stands for (the booking, the day, the weekday), so a calendar that reads the feed again
 * updates its events instead of adding copies. Imported feeds' days are left out: two sites importing
 * each other would otherwise keep a day closed for ever after it was freed on both.
 */
export function listingFeed(facts: ListingFeedFacts, publicUrl: string, today: string, now: Date): string {
  const domain = new URL(publicUrl).hostname;
  const calendar = ical({
    name: m.feedName(facts.name),
    prodId: { company: 'Scrivania', product: 'Calendario annuncio', language: 'IT' },
  });
  const allDay = (id: string, summary: string, start: string, end: string) =>
    calendar.createEvent({
      id: `${id}-${facts.id}@${domain}`,
      stamp: now,
      allDay: true,
      start: midnightUtc(start),
      // An all-day DTEND is the day after the last one.
      end: midnightUtc(addDays(end, 1)),
      summary,
    });
  for (const booking of facts.held)
    allDay(`occupato-${booking.id}`, m.busySummary, booking.start, booking.end);
  for (const day of facts.closedDays) allDay(`chiuso-${day}`, m.closedSummary, day, day);
  for (const weekday of weekdaysOfMask(facts.closedWeekdays)) {
    let first = today;
    while (isoWeekday(first) !== weekday) first = addDays(first, 1);
    allDay(`chiuso-settimanale-${weekday}`, m.closedSummary, first, first).repeating({
      freq: ICalEventRepeatingFreq.WEEKLY,
    });
  }
  return calendar.toString();
}
