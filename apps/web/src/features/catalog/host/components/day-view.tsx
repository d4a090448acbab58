import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { DateField } from '../../../../components/ui/date-field.tsx';
import { formatBritishDate } from '../../../../lib/format.ts';

const h = messages.catalog.hourlyScreens;
const m = messages.catalog.calendar;

/** The bookings and holds of one day, by the hour they start (a day's own bookings first). */
export function bookingsOfDay(listing: Pick<HostListing, 'bookings'>, day: string) {
  return listing.bookings
    .filter((booking) => booking.start_date <= day && day <= booking.end_date)
    .sort((a, b) => (a.start_time ?? '').localeCompare(b.start_time ?? ''));
}

/**
 * The day view of a listing sold by the hour: one day's bookings and holds, each with its hours,
 * since the month's calendar cannot show a day part taken.
 */
export function DayView({ listing }: { listing: HostListing }) {
  const [day, setDay] = useState(todayInRome());
  const shown = /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '';
  const bookings = shown ? bookingsOfDay(listing, shown) : [];
  return (
    <section aria-labelledby="day-view-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="day-view-title" className="font-semibold text-slate-800">
        {h.dayViewTitle}
      </h3>
      <div className="mt-2 max-w-xs">
        <DateField label={h.dayViewLabel} value={day} onChange={setDay} />
      </div>
      {shown && (
        <>
          <p className="mt-3 text-sm text-slate-600">{formatBritishDate(shown)}</p>
          {bookings.length === 0 ? (
            <p className="mt-1 text-slate-700">{h.dayViewEmpty}</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-100">
              {bookings.map((booking) => (
                <li key={booking._id} className="flex flex-wrap gap-x-3 py-2">
                  <span className="font-semibold tabular-nums text-slate-900">
                    {booking.start_time && booking.end_time
                      ? h.timeRange(booking.start_time, booking.end_time)
                      : h.wholeDay}
                  </span>
                  <span>{booking.booking_no}</span>
                  <span className="text-slate-700">
                    {booking.status === 'booked' ? m.legendItems.booked : m.legendItems.held}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
