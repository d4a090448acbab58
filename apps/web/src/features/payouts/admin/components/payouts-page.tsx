import { type PayoutStatus, payoutStatuses } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import {
  type AdminPayout,
  type PayoutBatch,
  PayoutReleaseBodySchema,
} from '@scrivania/core/payouts/admin-schemas';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { ConsoleList } from '../../../../components/back-office/console-list.tsx';
import { DataTable } from '../../../../components/back-office/data-table.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { rowButton } from '../../../../components/back-office/row-button.ts';
import { type BadgeTone, StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DownloadButton } from '../../../../components/ui/download-button.tsx';
import { Field, SelectField, TextArea } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatBritishDate } from '../../../../lib/format.ts';
import {
  type AdminPayoutFilters,
  adminPayoutsSearch,
  batchFilePath,
  useAdminPayouts,
  useCreateBatch,
  useMarkBatchPaid,
  usePayoutBatches,
  useReleasePayout,
  useRunPayouts,
} from '../api/admin-payouts.ts';

const m = messages.payouts.console;
const ledger = messages.payouts.ledger;
const column = createColumnHelper<AdminPayout>();
const batchColumn = createColumnHelper<PayoutBatch>();

const STATUS_TONE: Record<PayoutStatus, BadgeTone> = {
  scheduled: 'neutral',
  due: 'warning',
  in_batch: 'info',
  paid: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

/** What release takes, as the server decides it: scheduled, failed, or due but held for the profile. */
const releasable = (payout: AdminPayout) =>
  payout.status === 'scheduled' ||
  payout.status === 'failed' ||
  (payout.status === 'due' && payout.hold_reason !== null);

const isStatus = (value: string | null): value is PayoutStatus =>
  value !== null && (payoutStatuses as readonly string[]).includes(value);

const positiveInt = (value: string | null) => {
  const number = Number(value ?? '');
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The filters kept in the address, so a search can be shared, reloaded and come back to. */
function filtersFrom(params: URLSearchParams): AdminPayoutFilters {
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : undefined,
    host: params.get('host') ?? undefined,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

function payoutColumns(askRelease: (payout: AdminPayout) => void) {
  return [
    column.accessor((payout) => payout.host.name, {
      id: 'host',
      header: m.columns.host,
      cell: ({ row }) => (
        <>
          <span className="block font-medium">{row.original.host.name}</span>
          <span className="block text-xs text-slate-600">{row.original.host.email}</span>
        </>
      ),
    }),
    column.accessor('booking_no', {
      header: m.columns.booking,
      cell: ({ row, getValue }) => (
        <>
          <span className="font-mono">{getValue()}</span>
          {row.original.kind === 'adjustment' && (
            <span className="block text-xs text-slate-600">{ledger.adjustment}</span>
          )}
        </>
      ),
    }),
    column.accessor('gross_cents', {
      header: m.columns.gross,
      cell: ({ getValue }) => formatEuroCents(getValue()),
    }),
    column.accessor('commission_cents', {
      header: m.columns.commission,
      cell: ({ getValue }) => formatEuroCents(getValue()),
    }),
    column.accessor('net_cents', {
      header: m.columns.net,
      cell: ({ getValue }) => <span className="font-semibold">{formatEuroCents(getValue())}</span>,
    }),
    column.accessor('due_on', {
      header: m.columns.dueOn,
      cell: ({ getValue }) => formatBritishDate(getValue()),
    }),
    column.accessor('status', {
      header: m.columns.status,
      cell: ({ row, getValue }) => (
        <>
          <StatusBadge label={ledger.statuses[getValue()]} tone={STATUS_TONE[getValue()]} />
          {row.original.hold_reason && (
            <span className="mt-1 block text-xs text-slate-600">
              {ledger.holdReasons[row.original.hold_reason]}
            </span>
          )}
          {row.original.failure_message && (
            <span className="mt-1 block max-w-xs text-xs break-words text-red-800">
              {row.original.failure_message}
            </span>
          )}
        </>
      ),
    }),
    column.accessor('method', {
      header: m.columns.method,
      cell: ({ getValue }) => ledger.methods[getValue()],
    }),
    column.accessor('batch_id', {
      header: m.columns.batch,
      cell: ({ getValue }) => {
        const batchId = getValue();
        return batchId === null ? '—' : `n. ${batchId}`;
      },
    }),
    column.display({
      id: 'actions',
      header: m.columns.actions,
      cell: ({ row }) =>
        releasable(row.original) ? (
          <button
            type="button"
            className={rowButton}
            aria-label={m.releaseNamed(row.original.booking_no)}
            onClick={() => askRelease(row.original)}
          >
            {m.release}
          </button>
        ) : null,
    }),
  ];
}

/** 'Rilascia': the reason is required (core's schema says so in Italian) before the request goes. */
function ReleaseDialog({
  payout,
  onDone,
}: {
  payout: AdminPayout | null;
  onDone: (feedback: FormFeedback) => void;
}) {
  const release = useReleasePayout();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = (feedback: FormFeedback) => {
    setReason('');
    setError(undefined);
    onDone(feedback);
  };
  const confirm = () => {
    if (!payout) return;
    const body = PayoutReleaseBodySchema.safeParse({ reason });
    if (!body.success) {
      setError(body.error.issues[0]?.message);
      return;
    }
    release.mutate(
      { id: payout._id, reason: body.data.reason },
      {
        onSuccess: (answer) => close({ kind: 'success', text: answer.message }),
        onError: (failure) => close({ kind: 'error', text: serverMessageOr(failure, m.actionFailed) }),
      },
    );
  };
  return (
    <ConfirmDialog
      open={payout !== null}
      title={m.releaseTitle}
      confirmLabel={m.release}
      busy={release.isPending}
      onConfirm={confirm}
      onCancel={() => close(null)}
    >
      <p>{m.releaseText}</p>
      {payout && (
        <p className="mt-2 text-sm text-slate-600">
          {payout.host.name} · {payout.booking_no} · {formatEuroCents(payout.net_cents)}
        </p>
      )}
      <div className="mt-4">
        <TextArea
          label={m.reason}
          rows={3}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}

/** The batches, newest first: each file to download, and 'Segna come pagata' once the bank has paid. */
function Batches({ onFeedback }: { onFeedback: (feedback: FormFeedback) => void }) {
  const batches = usePayoutBatches();
  const markPaid = useMarkBatchPaid();
  const [asked, setAsked] = useState<PayoutBatch | null>(null);
  const b = m.batches;
  const columns = [
    batchColumn.accessor('reference', {
      header: b.reference,
      cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
    }),
    batchColumn.accessor('count', { header: b.transfers }),
    batchColumn.accessor('total_cents', {
      header: b.total,
      cell: ({ getValue }) => formatEuroCents(getValue()),
    }),
    batchColumn.accessor('requested_on', {
      header: b.requestedOn,
      cell: ({ getValue }) => formatBritishDate(getValue()),
    }),
    batchColumn.accessor('paid_at', {
      header: m.columns.status,
      cell: ({ getValue }) =>
        getValue() ? (
          <StatusBadge label={b.paid} tone="success" />
        ) : (
          <StatusBadge label={b.open} tone="warning" />
        ),
    }),
    batchColumn.display({
      id: 'actions',
      header: m.columns.actions,
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <DownloadButton
            path={batchFilePath(row.original._id)}
            fallbackName={`${row.original.reference}.xml`}
            label={b.download}
            accessibleName={b.downloadNamed(row.original.reference)}
            pendingLabel={b.downloading}
            failedMessage={b.downloadFailed}
          />
          {row.original.paid_at === null && (
            <button
              type="button"
              className={rowButton}
              aria-label={b.markPaidNamed(row.original.reference)}
              onClick={() => setAsked(row.original)}
            >
              {b.markPaid}
            </button>
          )}
        </div>
      ),
    }),
  ];
  const confirm = () => {
    if (!asked) return;
    markPaid.mutate(asked._id, {
      onSuccess: (answer) => onFeedback({ kind: 'success', text: answer.message }),
      onError: (error) => onFeedback({ kind: 'error', text: serverMessageOr(error, m.actionFailed) }),
      onSettled: () => setAsked(null),
    });
  };
  return (
    <section aria-labelledby="payout-batches" className="mt-10">
      <h2 id="payout-batches" className="mb-4 text-xl font-bold text-slate-900">
        {b.title}
      </h2>
      {batches.isError ? (
        <p role="alert" className="text-red-800">
          {serverMessageOr(batches.error, m.loadFailed)}
        </p>
      ) : batches.data ? (
        <DataTable
          caption={b.caption}
          data={batches.data.items}
          columns={columns}
          getRowId={(batch) => String(batch._id)}
          empty={b.empty}
        />
      ) : (
        <p role="status" className="text-slate-600">
          {messages.backOffice.table.loading}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={b.markPaidTitle}
        confirmLabel={b.markPaid}
        busy={markPaid.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      >
        <p>{b.markPaidText}</p>
        {asked && (
          <p className="mt-2 text-sm text-slate-600">
            {asked.reference} · {asked.count} · {formatEuroCents(asked.total_cents)}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

/**
 * Pagamenti agli host: every host's payouts by status and host, one paid early with a reason, the daily
 * run now, a SEPA batch of everything due, and the batches with their files and 'Segna come pagata'.
 */
export function PayoutsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const payouts = useAdminPayouts(filters);
  const run = useRunPayouts();
  const createBatch = useCreateBatch();
  const [draft, setDraft] = useState(filters);
  const [releasing, setReleasing] = useState<AdminPayout | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(adminPayoutsSearch({ ...draft, page: 1 }));
  };
  const failed = (error: unknown) =>
    setFeedback({ kind: 'error', text: serverMessageOr(error, m.actionFailed) });

  return (
    <>
      <PageTitle title={m.title} description={m.intro} />
      <div className="mb-6 flex flex-wrap gap-3">
        <Button
          type="button"
          size="md"
          disabled={run.isPending}
          onClick={() => {
            setFeedback(null);
            run.mutate(undefined, {
              onSuccess: ({ message, data }) =>
                setFeedback({
                  kind: 'success',
                  text: `${message} ${m.ranSummary(data.made_due, data.paid, data.refused)}`,
                }),
              onError: failed,
            });
          }}
        >
          {run.isPending ? m.running : m.runNow}
        </Button>
        <Button
          type="button"
          size="md"
          tone="secondary"
          disabled={createBatch.isPending}
          onClick={() => {
            setFeedback(null);
            createBatch.mutate(undefined, {
              onSuccess: (answer) => setFeedback({ kind: 'success', text: answer.message }),
              onError: failed,
            });
          }}
        >
          {createBatch.isPending ? m.creatingBatch : m.createBatch}
        </Button>
      </div>
      <div className="mb-4">
        <FormMessage feedback={feedback} />
      </div>
      <search>
        <form onSubmit={search} className="mb-6 grid gap-4 sm:grid-cols-3 sm:items-end">
          <SelectField
            label={m.filterStatus}
            value={draft.status ?? ''}
            onChange={(event) =>
              setDraft({ ...draft, status: isStatus(event.target.value) ? event.target.value : undefined })
            }
          >
            <option value="">{m.anyStatus}</option>
            {payoutStatuses.map((status) => (
              <option key={status} value={status}>
                {ledger.statuses[status]}
              </option>
            ))}
          </SelectField>
          <Field
            label={m.filterHost}
            type="search"
            value={draft.host ?? ''}
            onChange={(event) => setDraft({ ...draft, host: event.target.value })}
          />
          <div>
            <Button type="submit" size="md">
              {m.apply}
            </Button>
          </div>
        </form>
      </search>
      <ConsoleList
        caption={m.caption}
        list={payouts}
        columns={payoutColumns((payout) => {
          setFeedback(null);
          setReleasing(payout);
        })}
        getRowId={(payout) => String(payout._id)}
        empty={m.empty}
        loadFailed={m.loadFailed}
      />
      <ReleaseDialog
        payout={releasing}
        onDone={(result) => {
          setReleasing(null);
          if (result) setFeedback(result);
        }}
      />
      <Batches onFeedback={setFeedback} />
    </>
  );
}
