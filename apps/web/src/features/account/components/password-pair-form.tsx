import type { ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type FormFeedback, FormMessage, formCard, primaryButton } from './form-message.tsx';

interface PasswordPairFormProps {
  submitLabel: string;
  busy: boolean;
  feedback: FormFeedback;
  onPasswords: (password: string, confirmation: string) => void;
  intro?: ReactNode;
}

/** New password and its confirmation, shared by the reset and change screens. */
export function PasswordPairForm({ submitLabel, busy, feedback, onPasswords, intro }: PasswordPairFormProps) {
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onPasswords(String(form.get('password') ?? ''), String(form.get('confirmation') ?? ''));
  };
  return (
    <form noValidate onSubmit={onSubmit} className={formCard}>
      {intro}
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
