import type { HostListingSummary } from '@scrivania/core/catalog/host-listing-schemas';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/back-office/data-table.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Photo } from '../../../../components/ui/photo.tsx';
import { formatBritishDate } from '../../../../lib/format.ts';
import { hostPaths } from '../../../../lib/host-paths.ts';
import { useHostListings } from '../api/host-listings.ts';
import { ListingStatusBadge } from './listing-status-badge.tsx';

const m = messages.hostCatalog.hostScreens;
const column = createColumnHelper<HostListingSummary>();

const columns = [
  column.accessor('thumb_image', {
    header: m.list.photo,
    enableSorting: false,
    cell: ({ getValue }) =>
      getValue() ? (
        <Photo fileName={getValue()} sizes="96px" className="h-12 w-18 rounded object-cover" />
      ) : (
        <span className="text-xs text-slate-500">{m.list.noPhoto}</span>
      ),
  }),
  column.accessor('property_name', {
    header: m.list.name,
    cell: ({ row, getValue }) => (
      <Link to={hostPaths.listing(row.original._id)} className="font-semibold text-brand-800 hover:underline">
        {getValue()}
      </Link>
    ),
  }),
  column.accessor('status', {
    header: m.list.state,
    cell: ({ getValue }) => <ListingStatusBadge status={getValue()} />,
  }),
  column.accessor('price', {
    header: m.list.price,
    cell: ({ row, getValue }) => {
      const price = getValue();
      return price === null
        ? m.list.noPrice
        : `${formatEuroCents(euroToCents(price))} ${m.priceType[row.original.price_type]}`;
    },
  }),
  column.accessor((listing) => listing.next_booking?.start_date ?? '', {
    id: 'next_booking',
    header: m.list.nextBooking,
    cell: ({ row }) => {
      const booking = row.original.next_booking;
      return booking
        ? m.list.bookingSummary(
            booking.booking_no,
            formatBritishDate(booking.start_date),
            formatBritishDate(booking.end_date),
          )
        : m.list.noBooking;
    },
  }),
  column.display({
    id: 'actions',
    header: m.list.actions,
    cell: ({ row }) => (
      <Link
        to={hostPaths.listing(row.original._id)}
        aria-label={m.list.editNamed(row.original.property_name)}
        className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {m.list.edit}
      </Link>
    ),
  }),
];

/** /host/listings: the host's own listings with their state, cover photo, price and next booking. */
export function HostListingsPage() {
  const listings = useHostListings();
  return (
    <>
      <PageTitle
        title={m.list.title}
        description={m.list.description}
        actions={
          <ButtonLink to={hostPaths.newListing} size="md">
            {m.list.add}
          </ButtonLink>
        }
      />
      {listings.isError ? (
        <p role="alert" className="text-red-800">
          {m.list.loadFailed}
        </p>
      ) : (
        <DataTable
          caption={m.list.caption}
          data={listings.data ?? []}
          columns={columns}
          getRowId={(listing) => String(listing._id)}
          empty={m.list.empty}
        />
      )}
    </>
  );
}
