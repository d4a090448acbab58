import { testimonialStatuses } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import type { AdminTestimonial } from '@scrivania/core/reviews/admin-moderation-schemas';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { useAdminTestimonials } from '../api/get-admin-testimonials.ts';
import { useApproveTestimonial } from '../api/post-approve-testimonial.ts';
import { useRejectTestimonial } from '../api/post-reject-testimonial.ts';
import { ModerationPanel, moderatedColumns, useModerationFeedback } from './moderation-panel.tsx';
import { RejectDialog } from './reject-dialog.tsx';

const s = messages.reviews.moderation.screen;
const tones = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;
const column = createColumnHelper<AdminTestimonial>();
const shared = moderatedColumns<AdminTestimonial>();
const smallButton =
  'rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

/** The testimonials of one status, newest first, with approve and reject-with-a-reason. */
export function TestimonialsPanel() {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') ?? 'pending';
  const query = new URLSearchParams({ status, page: search.get('page') ?? '1' }).toString();
  const list = useAdminTestimonials(query);
  const approve = useApproveTestimonial();
  const reject = useRejectTestimonial();
  const [rejecting, setRejecting] = useState<AdminTestimonial | null>(null);
  const { feedback, setFeedback, reported } = useModerationFeedback();
  const busy = approve.isPending || reject.isPending;

  const onApprove = (testimonial: AdminTestimonial) => approve.mutate(testimonial._id, reported);

  const columns = [
    shared.date,
    column.display({
      id: 'author',
      header: s.columns.author,
      cell: ({ row }) => (
        <>
          <span className="font-medium text-slate-900">{row.original.name}</span>
          {row.original.position && <span className="block text-slate-600">{row.original.position}</span>}
          <span className="block text-slate-600">{row.original.email}</span>
        </>
      ),
    }),
    column.display({
      id: 'testimonial',
      header: s.columns.testimonial,
      cell: ({ row }) => (
        <div className="max-w-md">
          <p className="font-medium text-slate-900">{row.original.title}</p>
          {/* Plain text: markup sent through the public form is shown, never run. */}
          <p className="whitespace-pre-line text-slate-700">{row.original.short_desc}</p>
          {row.original.reject_reason && (
            <p className="mt-1 text-red-800">{s.rejectReasonShown(row.original.reject_reason)}</p>
          )}
        </div>
      ),
    }),
    shared.rating,
    column.accessor('status', {
      header: s.columns.status,
      cell: (info) => <StatusBadge label={s.statusBadges[info.getValue()]} tone={tones[info.getValue()]} />,
    }),
    column.display({
      id: 'actions',
      header: s.columns.actions,
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          {row.original.status !== 'approved' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => onApprove(row.original)}
              aria-label={s.approveLabel(row.original.title)}
              className={`${smallButton} border-brand-700 bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700`}
            >
              {s.approve}
            </button>
          )}
          {row.original.status !== 'rejected' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                reject.reset();
                setRejecting(row.original);
              }}
              aria-label={s.rejectLabel(row.original.title)}
              className={`${smallButton} border-red-300 bg-white text-red-800 hover:bg-red-50 focus-visible:outline-red-700`}
            >
              {s.reject}
            </button>
          )}
        </div>
      ),
    }),
  ];

  return (
    <ModerationPanel
      label={s.testimonialsTab}
      filter={{
        label: s.statusFilter,
        value: status,
        onChange: (value) => setSearch({ status: value }),
        options: testimonialStatuses.map((value) => (
          <option key={value} value={value}>
            {s.statusNames[value]}
          </option>
        )),
      }}
      feedback={feedback}
      caption={s.testimonialsCaption}
      list={list}
      columns={columns}
      empty={s.emptyTestimonials}
    >
      <RejectDialog
        testimonial={rejecting}
        busy={reject.isPending}
        error={reject.isError ? serverMessageOr(reject.error, s.actionFailed) : null}
        onCancel={() => setRejecting(null)}
        onReject={(body) => {
          if (!rejecting) return;
          reject.mutate(
            { id: rejecting._id, body },
            {
              onSuccess: (answer) => {
                setRejecting(null);
                setFeedback({ kind: 'done', text: answer.message });
              },
            },
          );
        }}
      />
    </ModerationPanel>
  );
}
