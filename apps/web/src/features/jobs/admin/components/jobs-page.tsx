import type { AdminJob, JobStateName } from '@scrivania/core/jobs/schemas';
import { jobStates } from '@scrivania/core/jobs/schemas';
import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { DataTable } from '../../../../components/back-office/data-table.tsx';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { rowButton } from '../../../../components/back-office/row-button.ts';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { type JobAction, useAdminJobs, useJobAction } from '../api/admin-jobs.ts';

const m = messages.jobs;
const column = createColumnHelper<AdminJob>();

/** A task's name for people; one the console has no words for yet keeps its own. */
const taskName = (task: string) => m.tasks[task] ?? task;

const WORDS: Record<
  JobAction,
  { label: string; named: (task: string, id: string) => string; title: string; text: string }
> = {
  retry: { label: m.retry, named: m.retryNamed, title: m.retryTitle, text: m.retryConfirm },
  discard: { label: m.discard, named: m.discardNamed, title: m.discardTitle, text: m.discardConfirm },
};

/**
 * The state in the address: none is the failed jobs, what the page is for; `all` is every state, and
 * anything else falls back to the failed ones rather than to an error.
 */
function stateFrom(raw: string | null): JobStateName | undefined {
  if (raw === 'all') return undefined;
  return jobStates.find((state) => state === raw) ?? 'failed';
}

const FILTERS: [JobStateName | undefined, string][] = [
  ['failed', m.states.failed],
  ['retrying', m.states.retrying],
  ['waiting', m.states.waiting],
  ['running', m.states.running],
  [undefined, m.all],
];

function columnsWith(ask: (job: AdminJob, action: JobAction) => void) {
  return [
    column.accessor('task', {
      header: m.columns.task,
      cell: ({ row, getValue }) => (
        <>
          <span className="block font-medium">{taskName(getValue())}</span>
          <span className="block font-mono text-xs text-slate-600">n. {row.original._id}</span>
        </>
      ),
    }),
    column.accessor('state', { header: m.columns.state, cell: ({ getValue }) => m.state[getValue()] }),
    column.accessor('attempts', {
      header: m.columns.attempts,
      cell: ({ row, getValue }) => m.attempts(getValue(), row.original.max_attempts),
    }),
    column.accessor('last_error', {
      header: m.columns.error,
      enableSorting: false,
      cell: ({ getValue }) => (
        <span className="block max-w-md font-mono text-xs break-words whitespace-pre-wrap">
          {getValue() ?? '—'}
        </span>
      ),
    }),
    column.accessor('created_at', {
      header: m.columns.since,
      cell: ({ getValue }) => formatRomeDateTime(getValue()),
    }),
    column.display({
      id: 'actions',
      header: m.columns.actions,
      cell: ({ row }) => {
        const job = row.original;
        if (job.state !== 'failed') return null;
        return (
          <div className="flex flex-wrap gap-2">
            {(['retry', 'discard'] as const).map((action) => (
              <button
                key={action}
                type="button"
                className={rowButton}
                aria-label={WORDS[action].named(taskName(job.task), job._id)}
                onClick={() => ask(job, action)}
              >
                {WORDS[action].label}
              </button>
            ))}
          </div>
        );
      },
    }),
  ];
}

/**
 * Attività in background: how many jobs the queue holds in each state, then the jobs of one state (the
 * failed ones unless the address asks otherwise) with their last error; a failed one can be put back in
 * the queue or discarded, each after a confirmation, with the server's answer.
 */
export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const state = stateFrom(params.get('state'));
  const jobs = useAdminJobs(state);
  const retry = useJobAction('retry');
  const discard = useJobAction('discard');
  const mutations = { retry, discard };
  const [asked, setAsked] = useState<{ job: AdminJob; action: JobAction } | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const confirm = () => {
    if (!asked) return;
    mutations[asked.action].mutate(asked.job._id, {
      onSuccess: (answer) => setFeedback({ kind: 'success', text: answer.message }),
      onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, m.actionFailed) }),
      onSettled: () => setAsked(null),
    });
  };

  return (
    <>
      <PageTitle title={m.title} description={m.intro} />
      {jobs.data && (
        <section aria-labelledby="job-counts" className="mb-6">
          <h2 id="job-counts" className="sr-only">
            {m.counts}
          </h2>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {jobStates.map((name) => (
              <div key={name} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
                <dt className="text-sm text-slate-600">{m.states[name]}</dt>
                <dd className="text-2xl font-bold text-slate-900" data-testid={`job-count-${name}`}>
                  {jobs.data.counts[name]}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{m.filter}</legend>
        {FILTERS.map(([value, label]) => (
          <button
            key={label}
            type="button"
            aria-pressed={value === state}
            className={`${rowButton} aria-pressed:bg-brand-700 aria-pressed:text-white`}
            onClick={() => {
              setFeedback(null);
              setParams(value === 'failed' ? {} : { state: value ?? 'all' });
            }}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <div className="mb-4">
        <FormMessage feedback={feedback} />
      </div>
      {jobs.isError ? (
        <p role="alert" className="text-red-800">
          {serverMessageOr(jobs.error, m.loadFailed)}
        </p>
      ) : jobs.data ? (
        <DataTable
          caption={m.caption}
          data={jobs.data.jobs}
          columns={columnsWith((job, action) => {
            setFeedback(null);
            setAsked({ job, action });
          })}
          getRowId={(job) => job._id}
          empty={state === 'failed' ? m.noFailed : m.empty}
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
        danger={asked?.action === 'discard'}
        busy={retry.isPending || discard.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      >
        {asked && (
          <>
            <p>{WORDS[asked.action].text}</p>
            <p className="mt-2 text-sm text-slate-600">
              {taskName(asked.job.task)} · n. {asked.job._id}
            </p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
