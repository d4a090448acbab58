import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { serverMessageOr } from '../../lib/api-client.ts';
import { Button } from '../ui/button.tsx';
import { type FormFeedback, FormMessage } from '../ui/form-message.tsx';
import { Modal } from '../ui/modal.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConsoleList, type ConsoleListQuery } from './console-list.tsx';
import { PageTitle } from './page-title.tsx';
import { rowButton } from './row-button.ts';

/** What the form of a console record is given: the record (none for a new one) and where to go next. */
export interface ConsoleRecordFormProps<Row> {
  row?: Row;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** A second button on a record (ending a coupon, say) that runs once a dialog has asked again. */
export interface ConsoleRowAction<Row> {
  label: string;
  /** The button's name for screen readers, per record. */
  named: (row: Row) => string;
  /** Whether the record offers it: an ended coupon cannot be ended again. */
  offered: (row: Row) => boolean;
  confirmTitle: string;
  confirmText: (row: Row) => ReactNode;
  /** Runs the action; its answer's message is shown above the list. */
  run: (row: Row) => Promise<{ message: string }>;
  /** Shown when the server gives no reason of its own. */
  failed: string;
}

interface ConsoleCrudPageProps<Row extends { _id: number }> {
  title: string;
  description?: string;
  /** Names the table for screen readers. */
  caption: string;
  list: ConsoleListQuery<Row>;
  /** The record's columns; the page adds the last one, its edit button. */
  columns: TableOptions<Row>['columns'];
  empty: string;
  loadFailed: string;
  newLabel: string;
  /** The dialog's title for a new record, when it is not the button's label. */
  newTitle?: string;
  editLabel: string;
  /** The last column's header, when it is not the edit button's label. */
  actionsLabel?: string;
  /** The edit button's name for screen readers and the dialog's title, per record. */
  editNamed: (row: Row) => string;
  editTitle: (row: Row) => string;
  form: (props: ConsoleRecordFormProps<Row>) => ReactNode;
  rowAction?: ConsoleRowAction<Row>;
}

/**
 * A console list whose records are created and edited in a dialog (decision 038): the title with
 * the 'new' button, the list with an edit button per row (and the `rowAction`'s where a record
 * offers it), the dialog with the record's form, and the server's answer once saved.
 */
export function ConsoleCrudPage<Row extends { _id: number }>({
  title,
  description,
  caption,
  list,
  columns,
  empty,
  loadFailed,
  newLabel,
  newTitle = newLabel,
  editLabel,
  actionsLabel = editLabel,
  editNamed,
  editTitle,
  form,
  rowAction,
}: ConsoleCrudPageProps<Row>) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [acting, setActing] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const withActions = useMemo(() => {
    const column = createColumnHelper<Row>();
    return [
      ...columns,
      column.display({
        id: 'actions',
        header: actionsLabel,
        cell: ({ row }) => (
          <div className="flex gap-2">
            <button
              type="button"
              className={rowButton}
              aria-label={editNamed(row.original)}
              onClick={() => setEditing(row.original)}
            >
              {editLabel}
            </button>
            {rowAction?.offered(row.original) && (
              <button
                type="button"
                className={rowButton}
                aria-label={rowAction.named(row.original)}
                onClick={() => setActing(row.original)}
              >
                {rowAction.label}
              </button>
            )}
          </div>
        ),
      }),
    ];
  }, [columns, actionsLabel, editLabel, editNamed, rowAction]);

  const act = async () => {
    if (!rowAction || !acting) return;
    setBusy(true);
    try {
      setFeedback({ kind: 'success', text: (await rowAction.run(acting)).message });
    } catch (error) {
      setFeedback({ kind: 'error', text: serverMessageOr(error, rowAction.failed) });
    } finally {
      setBusy(false);
      setActing(null);
    }
  };

  return (
    <>
      <PageTitle
        title={title}
        description={description}
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
        title={editing === 'new' || editing === null ? newTitle : editTitle(editing)}
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
      {rowAction && (
        <ConfirmDialog
          open={acting !== null}
          title={rowAction.confirmTitle}
          confirmLabel={rowAction.label}
          danger
          busy={busy}
          onConfirm={act}
          onCancel={() => setActing(null)}
        >
          {acting && rowAction.confirmText(acting)}
        </ConfirmDialog>
      )}
    </>
  );
}
