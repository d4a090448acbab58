import type { HostBooking } from '@scrivania/core/booking/host-booking-schemas';
import { todayInRome } from '@scrivania/core/dates';
import { bookingStatuses } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { createColumnHelper } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../../components/back-office/data-table.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DateField } from '../../../../components/ui/date-field.tsx';
import { SelectField } from '../../../../components/ui/field.tsx';
import { Pager, pageQuery } from '../../../../components/ui/pager.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { hostPaths } from '../../../../lib/host-paths.ts';
import { useHostBookings } from '../api/host-bookings.ts';
import { bookingDates } from './booking-dates.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { CsvButton } from './csv-button.tsx';

const m = messages.booking.hostScreens;
const l = m.list;
const h = messages.booking.host;
const column = createColumnHelper<HostBooking>();
/** The filters the address may carry, as `GET host/bookings` names them. */
const FILTERS = ['status', 'property_id', 'from', 'to'] as const;
/** Deadlines still mean something only while a booking waits for an answer, a payment or a transfer. */
const waiting = new Set<HostBooking['status']>(['requested', 'pending', 'awaiting_transfer']);

// The server's order (newest first) is the list's order across pages: sorting one page would mislead.
const columns = [
  column.accessor('booking_no', {
    header: l.bookingNo,
    enableSorting: false,
    cell: ({ row, getValue }) => (
      <Link
        to={hostPaths.booking(row.original._id)}
        aria-label={l.open(getValue())}
        className="font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {getValue()}
      </Link>
    ),
  }),
  column.accessor((booking) => booking.property.property_name, {
    id: 'listing',
    header: l.listing,
    enableSorting: false,
  }),
  column.accessor('guest_name', { header: l.guest, enableSorting: false }),
  column.accessor('start_date', {
    header: l.dates,
    enableSorting: false,
    cell: ({ row }) => bookingDates(row.original),
  }),
  column.accessor('payable_amount_cents', {
    header: l.amount,
    enableSorting: false,
    cell: ({ getValue }) => formatEuroCents(getValue()),
  }),
  column.accessor('payment_method', {
    header: l.payment,
    enableSorting: false,
    cell: ({ getValue }) => {
      const method = getValue();
      return method ? h.paymentLabels[method] : l.noPayment;
    },
  }),
  column.accessor('hold_expires_at', {
    header: l.deadline,
    enableSorting: false,
    cell: ({ row, getValue }) => {
      const deadline = getValue();
      return deadline && waiting.has(row.original.status) ? formatRomeDateTime(deadline) : l.noDeadline;
    },
  }),
  column.accessor('status', {
    header: l.status,
    enableSorting: false,
    cell: ({ getValue }) => <BookingStatusBadge status={getValue()} />,
  }),
];

export interface ListingChoice {
  _id: number;
  property_name: string;
}

/** The filters as the address holds them, without the page: the export and a new filter start from them. */
function filtersOf(search: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  for (const name of FILTERS) {
    const value = search.get(name);
    if (value) filters.set(name, value);
  }
  return filters;
}

function FilterForm({ listings }: { listings: readonly ListingChoice[] }) {
  const [search, setSearch] = useSearchParams();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = form.get(name);
      if (typeof value === 'string' && value) next.set(name, value);
    }
    setSearch(next);
  };
  return (
    // The key re-creates the uncontrolled fields when the address changes (back button, dashboard links).
    <form key={search.toString()} onSubmit={onSubmit} aria-label={l.filters} className="mb-6">
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="px-1 text-sm font-semibold text-slate-700">{l.filters}</legend>
        <SelectField label={l.status} name="status" defaultValue={search.get('status') ?? ''}>
          <option value="">{l.allStatuses}</option>
          {bookingStatuses.map((status) => (
            <option key={status} value={status}>
              {h.statusLabels[status]}
            </option>
          ))}
        </SelectField>
        <SelectField label={l.listing} name="property_id" defaultValue={search.get('property_id') ?? ''}>
          <option value="">{l.allListings}</option>
          {listings.map((listing) => (
            <option key={listing._id} value={listing._id}>
              {listing.property_name}
            </option>
          ))}
        </SelectField>
        <DateField label={l.from} name="from" defaultValue={search.get('from') ?? ''} />
        <DateField label={l.to} name="to" defaultValue={search.get('to') ?? ''} />
        <div className="flex items-end gap-2">
          <Button type="submit" size="md">
            {l.apply}
          </Button>
          <Link
            to={hostPaths.bookings}
            className="rounded-md px-3 py-2 font-medium text-slate-700 underline hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {l.reset}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}

function Pages({ page, pages }: { page: number; pages: number }) {
  const [search] = useSearchParams();
  return (
    <Pager
      texts={{ label: l.pages, previous: l.previous, next: l.next }}
      page={page}
      hasNext={page < pages}
      status={l.pageOf(page, pages)}
      to={(target) => `${hostPaths.bookings}?${pageQuery(filtersOf(search), target)}`}
    />
  );
}

/**
 * /host/bookings: the host's bookings filtered by state, listing and dates (all in the address, so a
 * filtered list can be bookmarked and the dashboard links into it), a page at a time, with the
 * filtered list's CSV. `listings` names the host's listings for the filter.
 */
export function HostBookingsPage({ listings }: { listings: readonly ListingChoice[] }) {
  const [search] = useSearchParams();
  const query = filtersOf(search);
  const page = search.get('page');
  if (page) query.set('page', page);
  const bookings = useHostBookings(query.toString());
  const exportQuery = filtersOf(search);
  exportQuery.set('format', 'csv');
  const data = bookings.data;

  return (
    <>
      <PageTitle
        title={l.title}
        description={l.description}
        actions={
          <CsvButton
            path={`host/bookings?${exportQuery}`}
            fallbackName={`prenotazioni-${todayInRome()}.csv`}
          />
        }
      />
      <FilterForm listings={listings} />
      {bookings.isError ? (
        <p role="alert" className="text-red-800">
          {serverMessageOr(bookings.error, m.loadFailed)}
        </p>
      ) : !data ? (
        <p role="status">{m.loading}</p>
      ) : (
        <>
          <p role="status" className="mb-2 text-sm text-slate-600">
            {l.found(data.total)}
          </p>
          <DataTable
            caption={l.caption}
            data={data.bookings}
            columns={columns}
            getRowId={(booking) => String(booking._id)}
            empty={l.empty}
          />
          <Pages page={data.page} pages={Math.ceil(data.total / data.per_page)} />
        </>
      )}
    </>
  );
}
