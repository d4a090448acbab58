import { messages } from '@scrivania/core/messages.it';
import { type AdminReview, reviewVisibilities } from '@scrivania/core/reviews/admin-moderation-schemas';
import { createColumnHelper } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import { StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { useAdminReviews } from '../api/get-admin-reviews.ts';
import { useReviewVisibility } from '../api/post-review-visibility.ts';
import { ModerationPanel, moderatedColumns, useModerationFeedback } from './moderation-panel.tsx';

const s = messages.reviews.moderation.screen;
const column = createColumnHelper<AdminReview>();
const shared = moderatedColumns<AdminReview>();

/** Property reviews, newest first, all or only visible or hidden ones, each hidden or shown again. */
export function ReviewsPanel() {
  const [search, setSearch] = useSearchParams();
  const visibility = search.get('visibility') ?? '';
  const query = new URLSearchParams({
    ...(visibility && { visibility }),
    page: search.get('page') ?? '1',
  }).toString();
  const list = useAdminReviews(query);
  const change = useReviewVisibility();
  const { feedback, reported } = useModerationFeedback();

  const toggle = (review: AdminReview) =>
    change.mutate({ id: review._id, action: review.hidden_at ? 'show' : 'hide' }, reported);

  const columns = [
    shared.date,
    column.accessor((row) => row.property.name, { id: 'property', header: s.columns.property }),
    column.display({
      id: 'author',
      header: s.columns.author,
      cell: ({ row }) => (
        <>
          <span className="font-medium text-slate-900">{row.original.user.name}</span>
          <span className="block text-slate-600">{row.original.user.email}</span>
          {row.original.verified && <span className="block text-green-800">{s.verified}</span>}
        </>
      ),
    }),
    shared.rating,
    column.accessor('review', {
      header: s.columns.review,
      cell: (info) => <p className="max-w-md whitespace-pre-line text-slate-700">{info.getValue()}</p>,
    }),
    column.display({
      id: 'status',
      header: s.columns.status,
      cell: ({ row }) =>
        row.original.hidden_at ? (
          <StatusBadge label={s.hiddenBadge} tone="neutral" />
        ) : (
          <StatusBadge label={s.visible} tone="success" />
        ),
    }),
    column.display({
      id: 'actions',
      header: s.columns.actions,
      cell: ({ row }) => {
        const hidden = row.original.hidden_at !== null;
        return (
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => toggle(row.original)}
            aria-label={hidden ? s.showLabel(row.original.user.name) : s.hideLabel(row.original.user.name)}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
          >
            {hidden ? s.show : s.hide}
          </button>
        );
      },
    }),
  ];

  return (
    <ModerationPanel
      label={s.reviewsTab}
      filter={{
        label: s.visibilityFilter,
        value: visibility,
        onChange: (value) => setSearch({ tab: 'reviews', ...(value && { visibility: value }) }),
        options: (
          <>
            <option value="">{s.visibilityNames.all}</option>
            {reviewVisibilities.map((value) => (
              <option key={value} value={value}>
                {s.visibilityNames[value]}
              </option>
            ))}
          </>
        ),
      }}
      feedback={feedback}
      caption={s.reviewsCaption}
      list={list}
      columns={columns}
      empty={s.emptyReviews}
    />
  );
}
