import { messages } from '@scrivania/core/messages.it';
import type { ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type FormFeedback, FormMessage, formCard, primaryButton } from './form-message.tsx';

interface PasswordPairFormProps {
  submitLabel: string;
  busy: boolean;
  feedback: FormFeedback;
  onPasswords: (password: string, confirmation: string, current: string) => void;
  intro?: ReactNode;
  /** Ask for the current password first (changing it, not resetting it by mail). */
  askCurrent?: boolean;
}

/** New password and its confirmation, shared by the reset and change screens. */
export function PasswordPairForm({
  submitLabel,
  busy,
  feedback,
  onPasswords,
  intro,
  askCurrent,
}: PasswordPairFormProps) {
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    onPasswords(text('password'), text('confirmation'), text('current_password'));
  };
  return (
    <form noValidate onSubmit={onSubmit} className={formCard}>
      {intro}
      {askCurrent && (
        <TextField
          name="current_password"
          label={messages.account.currentPassword.label}
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      <TextField
        name="password"
        label="Nuova password"
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        name="confirmation"
        label="Conferma password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormMessage feedback={feedback} />
      <button type="submit" disabled={busy || feedback?.kind === 'success'} className={primaryButton}>
        {submitLabel}
      </button>
    </form>
  );
}
