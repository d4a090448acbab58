import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { ConsoleList, type ConsoleListQuery } from '../../../../components/back-office/console-list.tsx';
import { SelectField } from '../../../../components/ui/field.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { ActionFeedback, type Feedback } from './action-feedback.tsx';

const s = messages.reviews.moderation.screen;

/** What a review and a testimonial both show: when it was written and its stars. */
interface Moderated {
  _id: number;
  created_at: string;
  star_rating: number;
}

/** The date and stars columns, the first and the fourth of both lists. */
export function moderatedColumns<Row extends Moderated>() {
  const column = createColumnHelper<Row>();
  return {
    date: column.display({
      id: 'created_at',
      header: s.columns.date,
      cell: ({ row }) => formatRomeDateTime(row.original.created_at),
    }),
    rating: column.display({
      id: 'star_rating',
      header: s.columns.rating,
      cell: ({ row }) => (
        <span
          role="img"
          aria-label={s.stars(row.original.star_rating)}
        >{`${row.original.star_rating}/5`}</span>
      ),
    }),
  };
}

/** The last action's outcome, and the callbacks that report a moderation action's answer to it. */
export function useModerationFeedback() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  return {
    feedback,
    setFeedback,
    reported: {
      onSuccess: (answer: { message: string }) => setFeedback({ kind: 'done', text: answer.message }),
      onError: (error: unknown) =>
        setFeedback({ kind: 'failed', text: serverMessageOr(error, s.actionFailed) }),
    },
  };
}

/** One tab of the moderation screen: its filter, the last action's outcome, then the list. */
export function ModerationPanel<Row extends Moderated>({
  label,
  filter,
  feedback,
  caption,
  list,
  columns,
  empty,
  children,
}: {
  label: string;
  filter: { label: string; value: string; onChange: (value: string) => void; options: ReactNode };
  feedback: Feedback;
  caption: string;
  list: ConsoleListQuery<Row>;
  columns: TableOptions<Row>['columns'];
  empty: string;
  /** After the list, e.g. the rejection dialog. */
  children?: ReactNode;
}) {
  return (
    <section aria-label={label}>
      <div className="mb-4 max-w-xs">
        <SelectField
          label={filter.label}
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value)}
        >
          {filter.options}
        </SelectField>
      </div>
      <ActionFeedback feedback={feedback} />
      <ConsoleList
        caption={caption}
        list={list}
        columns={columns}
        getRowId={(row) => String(row._id)}
        empty={empty}
        loadFailed={s.loadFailed}
      />
      {children}
    </section>
  );
}
