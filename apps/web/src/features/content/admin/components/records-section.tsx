import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@scrivania/core/messages.it';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../../components/back-office/confirm-dialog.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { SecondaryButton } from './secondary-button.tsx';

const m = messages.content.admin;

/** The part of a TanStack mutation a section uses. */
interface Saving<Vars> {
  mutateAsync: (vars: Vars) => Promise<unknown>;
  isPending: boolean;
}

/** What a section's form is given, for a new record (no `row`) or one edited in place. */
export interface SectionFormProps<Row, Body> {
  row?: Row;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: Body) => Promise<void>;
  onCancel?: () => void;
}

/** Tells the section's message line how an action of a row's own (moving an FAQ, say) went. */
export interface SectionOutcome {
  saved: () => void;
  failed: (error: unknown) => void;
}

interface RecordsSectionProps<Row extends { _id: number }, Body> {
  id: string;
  title: string;
  /** A top-level section of the content page, or a part of one (smaller heading, tighter rows). */
  level: 2 | 3;
  hint?: string;
  query: { isError: boolean; isSuccess: boolean };
  items: readonly Row[];
  empty: string;
  /** Numbered when the order is the public one that the page edits. */
  ordered?: boolean;
  /** The record's name in its buttons' labels and in the delete dialog. */
  name: (row: Row) => string;
  summary: (row: Row, index: number) => ReactNode;
  /** Buttons of the record's own, before edit and delete. */
  rowButtons?: (row: Row, index: number, outcome: SectionOutcome) => ReactNode;
  /** Under the list (a pager). */
  afterList?: ReactNode;
  newTitle: string;
  addLabel: string;
  deleteTitle: string;
  deleteWarning: string;
  create: Saving<Body>;
  update: Saving<{ id: number; body: Body }>;
  remove: Saving<number>;
  form: (props: SectionFormProps<Row, Body>) => ReactNode;
}

/**
 * A section of the console's content page: its records listed in the public order, each edited in
 * place or deleted after a confirm, and the form for a new one underneath; one line says how the
 * last change went.
 */
export function RecordsSection<Row extends { _id: number }, Body>(props: RecordsSectionProps<Row, Body>) {
  const { id, title, level, query, items, name, update, remove } = props;
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const outcome: SectionOutcome = {
    saved: () => setFeedback({ kind: 'success', text: m.ui.saved }),
    failed: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, m.ui.saveFailed) }),
  };

  if (query.isError) return <FormMessage feedback={{ kind: 'error', text: m.ui.loadFailed }} />;

  const top = level === 2;
  const Heading = top ? 'h2' : 'h3';
  const NewHeading = top ? 'h3' : 'h4';
  const List = props.ordered ? 'ol' : 'ul';

  return (
    <section aria-labelledby={id} className={top ? 'space-y-6' : 'space-y-4'}>
      <Heading id={id} className={`${top ? 'text-xl' : 'text-lg'} font-semibold text-slate-900`}>
        {title}
      </Heading>
      {props.hint && <p className="text-sm text-slate-600">{props.hint}</p>}
      <FormMessage feedback={feedback} />
      {query.isSuccess && items.length === 0 && <p className="text-slate-600">{props.empty}</p>}
      <List className={top ? 'space-y-3' : 'space-y-2'}>
        {items.map((row, index) => (
          <li key={row._id} className={`rounded-lg border border-slate-200 bg-white ${top ? 'p-4' : 'p-3'}`}>
            {editing === row._id ? (
              props.form({
                row,
                submitLabel: m.ui.save,
                busy: update.isPending,
                onCancel: () => setEditing(null),
                onSubmit: async (body) => {
                  await update.mutateAsync({ id: row._id, body });
                  setEditing(null);
                  outcome.saved();
                },
              })
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                {props.summary(row, index)}
                <div className="flex flex-wrap gap-2">
                  {props.rowButtons?.(row, index, outcome)}
                  <SecondaryButton
                    aria-label={`${m.ui.edit}: ${name(row)}`}
                    onClick={() => setEditing(row._id)}
                  >
                    {m.ui.edit}
                  </SecondaryButton>
                  <SecondaryButton
                    danger
                    aria-label={`${m.ui.delete}: ${name(row)}`}
                    onClick={() => setDeleting(row)}
                  >
                    {m.ui.delete}
                  </SecondaryButton>
                </div>
              </div>
            )}
          </li>
        ))}
      </List>
      {props.afterList}
      <div className={`rounded-lg border border-slate-200 bg-slate-50 ${top ? 'p-4' : 'p-3'}`}>
        <NewHeading className={`${top ? 'mb-3' : 'mb-2'} font-semibold text-slate-900`}>
          {props.newTitle}
        </NewHeading>
        {props.form({
          submitLabel: props.addLabel,
          busy: props.create.isPending,
          onSubmit: async (body) => {
            await props.create.mutateAsync(body);
            outcome.saved();
          },
        })}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={props.deleteTitle}
        confirmLabel={m.ui.delete}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove
            .mutateAsync(deleting._id)
            .then(outcome.saved, outcome.failed)
            .finally(() => setDeleting(null));
        }}
      >
        <p className="font-medium">{deleting && name(deleting)}</p>
        <p className="mt-2">{props.deleteWarning}</p>
      </ConfirmDialog>
    </section>
  );
}

/** The foot of a section's form: the server's refusal, then submit and (when editing) cancel. */
export function SectionFormFoot({
  error,
  submitLabel,
  busy,
  onCancel,
}: { error: string | undefined } & Pick<
  SectionFormProps<unknown, unknown>,
  'submitLabel' | 'busy' | 'onCancel'
>) {
  return (
    <>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && <SecondaryButton onClick={onCancel}>{m.ui.cancel}</SecondaryButton>}
      </div>
    </>
  );
}

/**
 * A section form on its core schema, checked as each field is left. Saved, a new record's form
 * empties for the next; refused, the server's words go under the fields it names, or under the form.
 */
export function useSectionForm<Input extends FieldValues, Body>({
  schema,
  empty,
  current,
  onSubmit,
}: {
  schema: z.ZodType<Body, Input>;
  /** Every field of the form, blank: a new record's values. */
  empty: DefaultValues<Input>;
  /** The record's values when it is edited. */
  current: DefaultValues<Input> | undefined;
  onSubmit: (body: Body) => Promise<void>;
}) {
  const form = useForm<Input, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues: current ?? empty,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
      if (!current) form.reset(empty);
    } catch (error) {
      let underAField = false;
      showServerFieldErrors(error, form.setError, (name): name is Path<Input> => {
        const field = Object.hasOwn(empty, name);
        underAField ||= field;
        return field;
      });
      if (!underAField)
        form.setError('root', { type: 'server', message: serverMessageOr(error, m.ui.saveFailed) });
    }
  });
  return { form, errors: form.formState.errors, submit };
}
