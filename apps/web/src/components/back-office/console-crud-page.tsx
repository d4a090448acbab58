import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { type FormFeedback, FormMessage } from '../ui/form-message.tsx';
import { Modal } from '../ui/modal.tsx';
import { ConsoleList, type ConsoleListQuery } from './console-list.tsx';
import { PageTitle } from './page-title.tsx';
import { rowButton } from './row-button.ts';

/** What the form of a console record is given: the record (none for a new one) and where to go next. */
export interface ConsoleRecordFormProps<Row> {
  row?: Row;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

interface ConsoleCrudPageProps<Row extends { _id: number }> {
  title: string;
  /** Names the table for screen readers. */
  caption: string;
  list: ConsoleListQuery<Row>;
  /** The record's columns; the page adds the last one, its edit button. */
  columns: TableOptions<Row>['columns'];
  empty: string;
  loadFailed: string;
  newLabel: string;
  editLabel: string;
  /** The edit button's name for screen readers and the dialog's title, per record. */
  editNamed: (row: Row) => string;
  editTitle: (row: Row) => string;
  form: (props: ConsoleRecordFormProps<Row>) => ReactNode;
}

/**
 * A console list whose records are created and edited in a dialog (decision 038): the title with
 * the 'new' button, the list with an edit button per row, the dialog with the record's form, and
 * the server's answer once saved.
 */
export function ConsoleCrudPage<Row extends { _id: number }>({
  title,
  caption,
  list,
  columns,
  empty,
  loadFailed,
  newLabel,
  editLabel,
  editNamed,
  editTitle,
  form,
}: ConsoleCrudPageProps<Row>) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const withActions = useMemo(() => {
    const column = createColumnHelper<Row>();
    return [
      ...columns,
      column.display({
        id: 'actions',
        header: editLabel,
        cell: ({ row }) => (
          <button
            type="button"
            className={rowButton}
            aria-label={editNamed(row.original)}
            onClick={() => setEditing(row.original)}
          >
            {editLabel}
          </button>
        ),
      }),
    ];
  }, [columns, editLabel, editNamed]);

  return (
    <>
      <PageTitle
        title={title}
        actions={
          <Button type="button" size="md" onClick={() => setEditing('new')}>
            {newLabel}
          </Button>
        }
      />
      <div className="mb-4">
        <FormMessage feedback={feedback} />
      </div>
      <ConsoleList
        caption={caption}
        list={list}
        columns={withActions}
        getRowId={(row) => String(row._id)}
        empty={empty}
        loadFailed={loadFailed}
      />
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? newLabel : editTitle(editing)}
      >
        {editing !== null && (
          <Fragment key={editing === 'new' ? 'new' : editing._id}>
            {form({
              row: editing === 'new' ? undefined : editing,
              onCancel: () => setEditing(null),
              onSaved: (message) => {
                setFeedback({ kind: 'success', text: message });
                setEditing(null);
              },
            })}
          </Fragment>
        )}
      </Modal>
    </>
  );
}
