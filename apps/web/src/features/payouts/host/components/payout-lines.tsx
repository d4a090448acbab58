import type { PayoutStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import type { Payout, PayoutGroup } from '@scrivania/core/payouts/schemas';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../../components/back-office/data-table.tsx';
import { type BadgeTone, StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { formatBritishDate, formatRomeDateTime } from '../../../../lib/format.ts';
import { hostPaths } from '../../../../lib/host-paths.ts';
import { useHostPayouts } from '../api/host-payouts.ts';

const ledger = messages.payouts.ledger;
const l = messages.payouts.screen.list;
const pager = messages.backOffice.console.pager;
const linkClass =
  'rounded font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

const TONE: Record<PayoutStatus, BadgeTone> = {
  scheduled: 'neutral',
  due: 'info',
  in_batch: 'info',
  paid: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

/** What the line's status says beyond its word: why it waits, why it failed, when it was paid. */
function statusNote(payout: Payout): string | null {
  if (payout.status === 'paid' && payout.paid_at) return l.paidOn(formatRomeDateTime(payout.paid_at));
  if (payout.status === 'failed') return l.failedReason;
  if (payout.hold_reason) return ledger.holdReasons[payout.hold_reason];
  return null;
}

const column = createColumnHelper<Payout>();
const amount = (key: 'gross_cents' | 'commission_cents' | 'net_cents', header: string) =>
  column.accessor(key, { header, cell: ({ getValue }) => formatEuroCents(getValue()) });
const columns = [
  column.accessor('booking_no', {
    header: l.booking,
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link to={hostPaths.booking(row.original.booking_id)} className={linkClass}>
          {row.original.booking_no}
        </Link>
        {row.original.kind === 'adjustment' && <StatusBadge label={ledger.adjustment} tone="warning" />}
      </span>
    ),
  }),
  amount('gross_cents', l.gross),
  amount('commission_cents', l.commission),
  amount('net_cents', l.net),
  column.accessor('due_on', { header: l.dueOn, cell: ({ getValue }) => formatBritishDate(getValue()) }),
  column.accessor('status', {
    header: l.status,
    cell: ({ row }) => {
      const note = statusNote(row.original);
      return (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge label={ledger.statuses[row.original.status]} tone={TONE[row.original.status]} />
          {note && <span className="text-xs text-slate-600">{note}</span>}
        </span>
      );
    },
  }),
  column.accessor('method', { header: l.method, cell: ({ getValue }) => ledger.methods[getValue()] }),
];

/** A section's page is in the address under its own name, so the other sections keep theirs. */
function usePageOf(group: PayoutGroup) {
  const [search] = useSearchParams();
  const key = `${group}_page`;
  const page = Math.max(1, Number.parseInt(search.get(key) ?? '1', 10) || 1);
  const to = (target: number) => {
    const next = new URLSearchParams(search);
    next.delete('onboarding');
    if (target <= 1) next.delete(key);
    else next.set(key, String(target));
    return `?${next}`;
  };
  return { page, to };
}

/**
 * One section of the host's payouts (upcoming, paid, failed): each line with its booking, amounts,
 * due day, status and method; an adjustment is its own line, negative. A phone shows cards.
 */
export function PayoutLines({
  group,
  title,
  empty,
  hideWhenEmpty = false,
}: {
  group: PayoutGroup;
  title: string;
  empty: string;
  hideWhenEmpty?: boolean;
}) {
  const { page, to } = usePageOf(group);
  const payouts = useHostPayouts(group, page);
  const data = payouts.data;
  if (hideWhenEmpty && data?.payouts.length === 0 && page === 1) return null;
  const headingId = `payouts-${group}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {payouts.isError ? (
        <p role="alert" className="text-red-800">
          {messages.payouts.screen.loadFailed}
        </p>
      ) : !data ? (
        <p role="status">{messages.payouts.screen.loading}</p>
      ) : (
        <>
          <DataTable
            caption={title}
            data={data.payouts}
            columns={columns}
            getRowId={(payout) => String(payout._id)}
            empty={empty}
          />
          <Pager texts={pager} page={page} hasNext={data.has_more} status={pager.page(page)} to={to} />
        </>
      )}
    </section>
  );
}
