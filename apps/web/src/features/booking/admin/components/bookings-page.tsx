import type { AdminBooking } from '@scrivania/core/booking/admin-booking-schemas';
import { type BookingStatus, bookingStatuses } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsoleList } from '../../../../components/back-office/console-list.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DateField } from '../../../../components/ui/date-field.tsx';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { formatBookingPeriod, formatRomeDateTime } from '../../../../lib/format.ts';
import { type AdminBookingFilters, adminBookingsSearch, useAdminBookings } from '../api/admin-bookings.ts';
import { BookingStatusBadge } from './booking-status.tsx';

const m = messages.booking.admin.screens;
const b = m.bookings;
const column = createColumnHelper<AdminBooking>();

const columns = [
  column.accessor('booking_no', {
    header: b.number,
    cell: ({ row, getValue }) => (
      <Link
        to={String(row.original._id)}
        aria-label={b.openNamed(getValue())}
        className="font-mono font-semibold text-brand-800 hover:underline"
      >
        {getValue()}
      </Link>
    ),
  }),
  column.accessor('created_at', {
    header: b.createdAt,
    cell: ({ getValue }) => formatRomeDateTime(getValue()),
  }),
  column.accessor('guest_name', {
    header: b.guest,
    cell: ({ row, getValue }) => (
      <>
        <span className="block">{getValue()}</span>
        <span className="block text-xs text-slate-600">{row.original.email}</span>
      </>
    ),
  }),
  column.accessor((booking) => booking.property.name, { id: 'listing', header: b.listing }),
  column.accessor('start_date', {
    header: b.stay,
    cell: ({ row }) => formatBookingPeriod(row.original),
  }),
  column.accessor('status', {
    header: b.status,
    cell: ({ getValue }) => <BookingStatusBadge status={getValue()} />,
  }),
  column.accessor('payable_amount', {
    header: b.total,
    cell: ({ getValue }) => formatEuroCents(euroToCents(getValue())),
  }),
];

const isStatus = (value: string | null): value is BookingStatus =>
  value !== null && (bookingStatuses as readonly string[]).includes(value);

/** The filters kept in the address, so a search can be shared, reloaded and come back to. */
function filtersFrom(params: URLSearchParams): AdminBookingFilters {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? undefined,
    status: isStatus(status) ? status : undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Prenotazioni: search by number, e-mail or listing, filter by status and stay dates, newest first. */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const bookings = useAdminBookings(filters);
  const [draft, setDraft] = useState(filters);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(adminBookingsSearch({ ...draft, page: 1 }));
  };

  return (
    <>
      <PageTitle title={b.title} description={b.description} />
      <search>
        <form onSubmit={search} className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <div className="lg:col-span-2">
            <Field
              label={b.search}
              type="search"
              placeholder={b.searchPlaceholder}
              value={draft.q ?? ''}
              onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            />
          </div>
          <SelectField
            label={b.status}
            value={draft.status ?? ''}
            onChange={(event) =>
              setDraft({ ...draft, status: isStatus(event.target.value) ? event.target.value : undefined })
            }
          >
            <option value="">{b.anyStatus}</option>
            {bookingStatuses.map((status) => (
              <option key={status} value={status}>
                {b.statuses[status]}
              </option>
            ))}
          </SelectField>
          <DateField
            label={b.from}
            value={draft.from ?? ''}
            onChange={(value) => setDraft({ ...draft, from: value || undefined })}
          />
          <DateField
            label={b.to}
            value={draft.to ?? ''}
            onChange={(value) => setDraft({ ...draft, to: value || undefined })}
          />
          <div className="lg:col-span-5 flex justify-end">
            <Button type="submit" size="md">
              {b.apply}
            </Button>
          </div>
        </form>
      </search>
      <ConsoleList
        caption={b.caption}
        list={bookings}
        columns={columns}
        getRowId={(booking) => String(booking._id)}
        empty={b.empty}
        loadFailed={m.loadFailed}
      />
    </>
  );
}
