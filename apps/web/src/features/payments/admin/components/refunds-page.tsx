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
import { RefundFacts } from '../../../../components/back-office/refund-facts.tsx';
import { RefundStatusBadge } from '../../../../components/back-office/refund-status.tsx';
import { rowButton } from '../../../../components/back-office/row-button.ts';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { adminPaths } from '../../../../lib/admin-paths.ts';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { type RefundAction, useAdminRefunds, useRefundAction } from '../api/admin-refunds.ts';

const m = messages.booking.admin.screens;
const r = m.refunds;
const column = createColumnHelper<AdminRefund>();

type Action = RefundAction;

/** Each action's words: its button, the button's name for a booking, and its confirmation's title and text. */
const WORDS: Record<
  Action,
  {
    label: string;
    named: (bookingNo: string) => string;
    title: string;
    text: string;
  }
> = {
  retry: {
    label: r.retry,
    named: r.retryNamed,
    title: r.retryTitle,
    text: r.retryText,
  },
  resend: {
    label: r.resend,
    named: r.resendNamed,
    title: r.resendTitle,
    text: r.resendText,
  },
  'mark-sent': {
    label: r.markSent,
    named: r.markSentNamed,
    title: r.markSentTitle,
    text: r.markSentText,
  },
};

const isStatus = (value: string | null): value is RefundStatus =>
  value !== null && (refundStatuses as readonly string[]).includes(value);

/**
 * Which action a refund offers: a failed one is asked again, a pending transfer is sent by hand, and a
 * pending card or PayPal one without the provider's id lost its answer and is asked again under its key.
 */
function actionOf(refund: AdminRefund): Action | null {
  if (refund.status === 'failed') return 'retry';
  if (refund.status !== 'pending') return null;
  if (refund.method === 'wireTransfer') return 'mark-sent';
  return refund.provider_ref === null ? 'resend' : null;
}

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
        return (
          <button
            type="button"
            className={rowButton}
            aria-label={WORDS[action].named(row.original.booking_no)}
            onClick={() => ask(row.original, action)}
          >
            {WORDS[action].label}
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
  const resend = useRefundAction('resend');
  const markSent = useRefundAction('mark-sent');
  const mutations = { retry, resend, 'mark-sent': markSent };
  const [asked, setAsked] = useState<{ refund: AdminRefund; action: Action } | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const confirm = () => {
    if (!asked) return;
    mutations[asked.action].mutate(asked.refund._id, {
      onSuccess: (answer) => setFeedback({ kind: 'success', text: answer.message }),
      onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, r.actionFailed) }),
      onSettled: () => setAsked(null),
    });
  };

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
        title={asked ? WORDS[asked.action].title : ''}
        confirmLabel={asked ? WORDS[asked.action].label : ''}
        busy={retry.isPending || resend.isPending || markSent.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      >
        {asked && (
          <>
            <p>{WORDS[asked.action].text}</p>
            <RefundFacts
              amountCents={asked.refund.amount_cents}
              method={asked.refund.method}
              iban={asked.refund.iban}
            />
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
