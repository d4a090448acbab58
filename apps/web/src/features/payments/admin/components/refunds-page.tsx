import type { AdminRefund } from '@scrivania/core/booking/cancellation-schemas';
import { type RefundStatus, refundStatuses } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { DataTable } from '../../../../components/back-office/data-table.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { RefundStatusBadge } from '../../../../components/back-office/refund-status.tsx';
import { rowButton } from '../../../../components/back-office/row-button.ts';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { adminPaths } from '../../../../lib/admin-paths.ts';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { useAdminRefunds, useRefundAction } from '../api/admin-refunds.ts';

const m = messages.booking.admin.screens;
const r = m.refunds;
const column = createColumnHelper<AdminRefund>();

type Action = 'retry' | 'mark-sent';

const isStatus = (value: string | null): value is RefundStatus =>
  value !== null && (refundStatuses as readonly string[]).includes(value);

/** Which action a refund offers: a failed one is asked again, a pending transfer is sent by hand. */
const actionOf = (refund: AdminRefund): Action | null =>
  refund.status === 'failed'
    ? 'retry'
    : refund.status === 'pending' && refund.method === 'wireTransfer'
      ? 'mark-sent'
      : null;

function columnsWith(ask: (refund: AdminRefund, action: Action) => void) {
  return [
    column.accessor('booking_no', {
      header: r.booking,
      cell: ({ row, getValue }) => (
        <Link
          to={`${adminPaths.bookings}/${row.original.booking_id}`}
          className="font-mono font-semibold text-brand-800 hover:underline"
        >
          {getValue()}
        </Link>
      ),
    }),
    column.accessor('guest_name', {
      header: r.guest,
      cell: ({ row, getValue }) => (
        <>
          <span className="block">{getValue()}</span>
          <span className="block text-xs text-slate-600">{row.original.email}</span>
        </>
      ),
    }),
    column.accessor('method', { header: r.method, cell: ({ getValue }) => r.methods[getValue()] }),
    column.accessor('amount_cents', {
      header: r.amount,
      cell: ({ getValue }) => formatEuroCents(getValue()),
    }),
    column.accessor('status', {
      header: r.status,
      cell: ({ row, getValue }) => (
        <>
          <RefundStatusBadge status={getValue()} />
          {row.original.failure_message && (
            <span className="block text-xs text-slate-600">{row.original.failure_message}</span>
          )}
        </>
      ),
    }),
    column.accessor('reason', {
      header: r.reason,
      cell: ({ row, getValue }) => getValue() ?? r.initiators[row.original.initiator],
    }),
    column.accessor('created_at', { header: r.date, cell: ({ getValue }) => formatRomeDateTime(getValue()) }),
    column.accessor('iban', {
      header: r.iban,
      cell: ({ getValue }) => <span className="font-mono">{getValue() ?? '—'}</span>,
    }),
    column.display({
      id: 'actions',
      header: r.actions,
      cell: ({ row }) => {
        const action = actionOf(row.original);
        if (!action) return null;
        const bookingNo = row.original.booking_no;
        return (
          <button
            type="button"
            className={rowButton}
            aria-label={action === 'retry' ? r.retryNamed(bookingNo) : r.markSentNamed(bookingNo)}
            onClick={() => ask(row.original, action)}
          >
            {action === 'retry' ? r.retry : r.markSent}
          </button>
        );
      },
    }),
  ];
}

const FILTERS: [RefundStatus | undefined, string][] = [
  [undefined, r.filters.all],
  ['pending', r.filters.pending],
  ['succeeded', r.filters.succeeded],
  ['failed', r.filters.failed],
];

/**
 * Rimborsi: every refund, newest first, filtered by status in the address; a failed one can be tried
 * again and a bank transfer's one marked sent, each after a confirmation, with the server's answer.
 */
export function RefundsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const refunds = useAdminRefunds(status);
  const retry = useRefundAction('retry');
  const markSent = useRefundAction('mark-sent');
  const [asked, setAsked] = useState<{ refund: AdminRefund; action: Action } | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const confirm = () => {
    if (!asked) return;
    (asked.action === 'retry' ? retry : markSent).mutate(asked.refund._id, {
      onSuccess: (answer) => setFeedback({ kind: 'success', text: answer.message }),
      onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, r.actionFailed) }),
      onSettled: () => setAsked(null),
    });
  };
  const amount = asked ? formatEuroCents(asked.refund.amount_cents) : '';

  return (
    <>
      <PageTitle title={r.title} description={r.description} />
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{r.filter}</legend>
        {FILTERS.map(([value, label]) => (
          <button
            key={label}
            type="button"
            aria-pressed={value === status}
            className={`${rowButton} aria-pressed:bg-brand-700 aria-pressed:text-white`}
            onClick={() => setParams(value ? { status: value } : {})}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <div className="mb-4">
        <FormMessage feedback={feedback} />
      </div>
      {refunds.isError ? (
        <p role="alert" className="text-red-800">
          {serverMessageOr(refunds.error, m.loadFailed)}
        </p>
      ) : refunds.data ? (
        <DataTable
          caption={r.caption}
          data={refunds.data}
          columns={columnsWith((refund, action) => {
            setFeedback(null);
            setAsked({ refund, action });
          })}
          getRowId={(refund) => String(refund._id)}
          empty={r.empty}
        />
      ) : (
        <p role="status" className="text-slate-600">
          {messages.backOffice.table.loading}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked?.action === 'retry' ? r.retryTitle : r.markSentTitle}
        confirmLabel={asked?.action === 'retry' ? r.retry : r.markSent}
        busy={retry.isPending || markSent.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      >
        {asked?.action === 'retry' ? r.retryText(amount) : r.markSentText(amount, asked?.refund.iban ?? '—')}
      </ConfirmDialog>
    </>
  );
}
