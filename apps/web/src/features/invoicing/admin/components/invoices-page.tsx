import { type InvoiceKind, type InvoiceStatus, invoiceKinds } from '@scrivania/core/domain';
import type { AdminInvoice } from '@scrivania/core/invoicing/admin-invoice-schemas';
import { invoiceScreenMessages } from '@scrivania/core/invoicing/invoice-screen-messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsoleList } from '../../../../components/back-office/console-list.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { type BadgeTone, StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DownloadButton } from '../../../../components/ui/download-button.tsx';
import { Field, SelectField } from '../../../../components/ui/field.tsx';
import { adminPaths } from '../../../../lib/admin-paths.ts';
import { formatBritishDate } from '../../../../lib/format.ts';
import {
  type AdminInvoiceFilters,
  adminInvoicesSearch,
  invoiceExportPath,
  useAdminInvoices,
} from '../api/admin-invoices.ts';

const m = invoiceScreenMessages.console;
const column = createColumnHelper<AdminInvoice>();

const STATUS_TONE: Record<InvoiceStatus, BadgeTone> = {
  ready: 'info',
  sent: 'warning',
  delivered: 'success',
  not_delivered: 'neutral',
  rejected: 'danger',
};

const monthName = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' });
const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: index + 1,
  name: monthName.format(new Date(Date.UTC(2000, index, 1))),
}));

/** The years the filter offers: this one and the four before, the span an accountant asks about. */
function recentYears(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 5 }, (_, index) => year - index);
}

const columns = [
  column.accessor('number', {
    header: m.number,
    cell: ({ getValue }) => <span className="font-mono font-semibold">{getValue()}</span>,
  }),
  column.accessor('issue_date', { header: m.date, cell: ({ getValue }) => formatBritishDate(getValue()) }),
  column.accessor('kind', { header: m.kind, cell: ({ getValue }) => m.kinds[getValue()] }),
  column.accessor('customer_name', { header: m.customer }),
  column.accessor((invoice) => invoice.booking.booking_no, {
    id: 'booking',
    header: m.booking,
    cell: ({ row, getValue }) => (
      <Link
        to={`${adminPaths.bookings}/${row.original.booking._id}`}
        className="font-mono text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {getValue()}
      </Link>
    ),
  }),
  column.accessor('total', {
    header: m.amount,
    cell: ({ getValue }) => formatEuroCents(euroToCents(getValue())),
  }),
  column.accessor('status', {
    header: m.status,
    cell: ({ getValue }) => <StatusBadge label={m.statuses[getValue()]} tone={STATUS_TONE[getValue()]} />,
  }),
];

const isKind = (value: string | null): value is InvoiceKind =>
  value !== null && (invoiceKinds as readonly string[]).includes(value);

const positiveInt = (value: string | null) => {
  const number = Number(value ?? '');
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The filters kept in the address, so a search can be shared, reloaded and come back to. */
function filtersFrom(params: URLSearchParams): AdminInvoiceFilters {
  const kind = params.get('kind');
  const year = positiveInt(params.get('year'));
  return {
    q: params.get('q') ?? undefined,
    year,
    month: year === undefined ? undefined : positiveInt(params.get('month')),
    kind: isKind(kind) ? kind : undefined,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The ZIP of the month the list shows, once a month is chosen. */
function MonthExport({ year, month }: { year?: number; month?: number }) {
  if (year === undefined || month === undefined)
    return <p className="text-sm text-slate-600">{m.exportNeedsMonth}</p>;
  const name = `${MONTHS[month - 1]?.name ?? month} ${year}`;
  return (
    <DownloadButton
      path={invoiceExportPath(year, month)}
      fallbackName={`fatture-${year}-${String(month).padStart(2, '0')}.zip`}
      label={m.exportMonth}
      accessibleName={m.exportNamed(name)}
      pendingLabel={m.exporting}
      failedMessage={m.exportFailed}
    />
  );
}

/** Fatture: the documents issued, by period, kind and search, with the month's ZIP for the accountant. */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const invoices = useAdminInvoices(filters);
  const [draft, setDraft] = useState(filters);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(
      adminInvoicesSearch({ ...draft, month: draft.year === undefined ? undefined : draft.month, page: 1 }),
    );
  };

  return (
    <>
      <PageTitle title={m.title} description={m.description} />
      <search>
        <form onSubmit={search} className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <div className="lg:col-span-2">
            <Field
              label={m.search}
              type="search"
              placeholder={m.searchPlaceholder}
              value={draft.q ?? ''}
              onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            />
          </div>
          <SelectField
            label={m.year}
            value={draft.year ?? ''}
            onChange={(event) => setDraft({ ...draft, year: positiveInt(event.target.value) })}
          >
            <option value="">—</option>
            {recentYears().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={m.month}
            value={draft.month ?? ''}
            disabled={draft.year === undefined}
            onChange={(event) => setDraft({ ...draft, month: positiveInt(event.target.value) })}
          >
            <option value="">{m.anyMonth}</option>
            {MONTHS.map((month) => (
              <option key={month.value} value={month.value}>
                {month.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={m.kind}
            value={draft.kind ?? ''}
            onChange={(event) =>
              setDraft({ ...draft, kind: isKind(event.target.value) ? event.target.value : undefined })
            }
          >
            <option value="">{m.anyKind}</option>
            {invoiceKinds.map((kind) => (
              <option key={kind} value={kind}>
                {m.kinds[kind]}
              </option>
            ))}
          </SelectField>
          <div className="lg:col-span-5 flex flex-wrap items-start justify-between gap-4">
            <MonthExport year={filters.year} month={filters.month} />
            <Button type="submit" size="md">
              {m.apply}
            </Button>
          </div>
        </form>
      </search>
      <ConsoleList
        caption={m.caption}
        list={invoices}
        columns={columns}
        getRowId={(invoice) => String(invoice._id)}
        empty={m.empty}
        loadFailed={m.loadFailed}
      />
    </>
  );
}
