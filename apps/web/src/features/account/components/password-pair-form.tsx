import { messages } from '@scrivania/core/messages.it';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage, formCard } from '../../../components/ui/form-message.tsx';

interface PasswordPairFormProps {
  submitLabel: string;
  busy: boolean;
  feedback: FormFeedback;
  /** The page's `handleSubmit`: each screen checks with its own core schema. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** `register()` of the page's form for each box; `current` asks for the current password first. */
  fields: {
    current?: UseFormRegisterReturn;
    password: UseFormRegisterReturn;
    confirmation: UseFormRegisterReturn;
  };
  intro?: ReactNode;
}

/** New password and its confirmation, shared by the reset and change screens. */
export function PasswordPairForm({
  submitLabel,
  busy,
  feedback,
  onSubmit,
  fields,
  intro,
}: PasswordPairFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className={formCard}>
      {intro}
      {fields.current && (
        <Field
          {...fields.current}
          label={messages.account.currentPassword.label}
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      <Field
        {...fields.password}
        label="Nuova password"
        type="password"
        autoComplete="new-password"
        required
      />
      <Field
        {...fields.confirmation}
        label="Conferma password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormMessage feedback={feedback} />
      <Button block type="submit" disabled={busy || feedback?.kind === 'success'}>
        {submitLabel}
      </Button>
    </form>
  );
}
