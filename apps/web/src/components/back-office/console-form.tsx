import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@scrivania/core/messages.it';
import { type ComponentProps, useId, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../ui/button.tsx';
import { type FormFeedback, FormMessage } from '../ui/form-message.tsx';
import { rowButton } from './row-button.ts';

const m = messages.backOffice.form;

/**
 * A console record's form on its core schema (the browser refuses what the server would), saved by
 * `save`; what the server refuses goes through `refused`, which puts it under fields and answers
 * what is left for the line under the form (null when nothing is).
 */
export function useConsoleForm<Input extends FieldValues, Body>({
  schema,
  defaultValues,
  save,
  refused,
}: {
  schema: z.ZodType<Body, Input>;
  defaultValues: DefaultValues<Input>;
  save: (body: Body) => Promise<void>;
  refused: (error: unknown, form: UseFormReturn<Input, unknown, Body>) => string | null;
}) {
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const form = useForm<Input, unknown, Body>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (body) => {
    setFeedback(null);
    try {
      await save(body);
    } catch (error) {
      const text = refused(error, form);
      if (text) setFeedback({ kind: 'error', text });
    }
  });
  return { form, errors: form.formState.errors, submit, feedback };
}

/** A labelled checkbox with its error under it; takes react-hook-form's `register()`. */
export function CheckboxField({
  label,
  error,
  ...input
}: { label: string; error?: string | undefined } & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          {...input}
          id={id}
          type="checkbox"
          className="h-4 w-4"
          {...(error && { 'aria-invalid': true, 'aria-describedby': errorId })}
        />
        {label}
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The foot of a console record's form: what went wrong, then cancel and save. */
export function ConsoleFormFoot({
  feedback,
  busy,
  onCancel,
}: {
  feedback: FormFeedback;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <FormMessage feedback={feedback} />
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onCancel} className={rowButton}>
          {m.cancel}
        </button>
        <Button type="submit" size="md" disabled={busy}>
          {m.save}
        </Button>
      </div>
    </>
  );
}
