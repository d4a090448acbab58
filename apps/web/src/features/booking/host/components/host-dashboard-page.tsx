import type { HostBooking } from '@scrivania/core/booking/host-booking-schemas';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { Panel } from '../../../../components/back-office/panel.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { hostPaths } from '../../../../lib/host-paths.ts';
import { useHostDashboard } from '../api/host-bookings.ts';
import { bookingDates } from './booking-dates.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';

const m = messages.booking.hostScreens;
const d = m.dashboard;
const linkClass =
  'rounded font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** One booking as a line of a panel: its number links to its detail; `note` says what it waits for. */
function BookingLines({
  bookings,
  empty,
  note,
}: {
  bookings: HostBooking[];
  empty: string;
  note?: (booking: HostBooking) => string | null;
}) {
  if (bookings.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {bookings.map((booking) => {
        const extra = note?.(booking);
        return (
          <li key={booking._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div>
              <Link to={hostPaths.booking(booking._id)} className={linkClass}>
                {d.bookingLine(booking.booking_no, booking.property.property_name, booking.guest_name)}
              </Link>
              <p className="text-sm text-slate-600">
                {bookingDates(booking)}
                {extra && ` · ${extra}`}
              </p>
            </div>
            <BookingStatusBadge status={booking.status} />
          </li>
        );
      })}
    </ul>
  );
}

const deadline = (format: (when: string) => string) => (booking: HostBooking) =>
  booking.hold_expires_at ? format(formatRomeDateTime(booking.hold_expires_at)) : null;

const listWith = (filters: Record<string, string>) => `${hostPaths.bookings}?${new URLSearchParams(filters)}`;

/** A new host's dashboard has nothing to follow yet: it leads to the listing editor first. */
function FirstListingInvite() {
  return (
    <section
      aria-labelledby="first-listing-title"
      className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-brand-100 bg-brand-50 p-6"
    >
      <div className="max-w-xl">
        <h2 id="first-listing-title" className="text-xl font-semibold text-slate-900">
          {d.firstListing.title}
        </h2>
        <p className="mt-1 text-slate-700">{d.firstListing.text}</p>
      </div>
      <ButtonLink to={hostPaths.newListing}>{d.firstListing.create}</ButtonLink>
    </section>
  );
}

/**
 * /host: what needs the host today, each part leading to its own screen; `noListings` (the catalog's
 * answer, which the back-office reads anyway) puts the first listing before everything else.
 */
export function HostDashboardPage({
  noListings = false,
  payouts,
}: {
  noListings?: boolean;
  /** The payouts' own panel (their feature's), placed among the others. */
  payouts?: ReactNode;
}) {
  const dashboard = useHostDashboard();
  const data = dashboard.data;
  const today = todayInRome();
  return (
    <>
      <PageTitle title={d.title} description={d.description} />
      {noListings && <FirstListingInvite />}
      {dashboard.isError ? (
        <p role="alert" className="text-red-800">
          {m.loadFailed}
        </p>
      ) : !data ? (
        <p role="status">{m.loading}</p>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <Panel title={d.requests} link={{ to: listWith({ status: 'requested' }), label: d.seeAll }}>
            <BookingLines bookings={data.requests} empty={d.noRequests} note={deadline(d.answerBy)} />
          </Panel>
          <Panel title={d.monthPaid} link={{ to: hostPaths.earnings, label: d.seeEarnings }}>
            <p className="text-3xl font-bold text-slate-900">
              {formatEuroCents(euroToCents(data.month_paid_amount))}
            </p>
            <p className="text-slate-600">{d.monthPaidBookings(data.month_paid_bookings)}</p>
          </Panel>
          {payouts}
          <Panel title={d.today} link={{ to: listWith({ from: today, to: today }), label: d.seeAll }}>
            <BookingLines bookings={data.today} empty={d.noToday} />
          </Panel>
          <Panel title={d.upcoming} link={{ to: listWith({ from: today }), label: d.seeAll }}>
            <BookingLines bookings={data.upcoming} empty={d.noUpcoming} />
          </Panel>
          <Panel
            title={d.transfers}
            link={{ to: listWith({ status: 'awaiting_transfer' }), label: d.seeAll }}
          >
            <BookingLines bookings={data.transfers} empty={d.noTransfers} note={deadline(d.transferBy)} />
          </Panel>
        </div>
      )}
    </>
  );
}
