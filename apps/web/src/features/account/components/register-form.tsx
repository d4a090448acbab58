import { isEmail } from '@scrivania/core/account/schemas';
import type { RegistrationRole } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useRegister } from '../api/post-register.ts';
import { type FormFeedback, FormMessage, primaryButton } from './form-message.tsx';

/** After a registration the login follows: quickly for hosts, after a read for visitors (SPEC section 4). */
const REDIRECT_MS: Record<RegistrationRole, number> = { host: 500, visitor: 4000 };

/** The registration form; the role decides the language of its messages (SPEC section 5). */
export function RegisterForm({ accountRole: role }: { accountRole: RegistrationRole }) {
  const text = messages.account[role];
  const register = useRegister();
  const navigate = useNavigate();
  const termsId = useId();
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  useEffect(() => {
    if (feedback?.kind !== 'success') return;
    const timer = setTimeout(() => navigate(paths.login), REDIRECT_MS[role]);
    return () => clearTimeout(timer);
  }, [feedback, navigate, role]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const body = {
      username: value('username'),
      name: value('name'),
      email: value('email'),
      password: String(form.get('password') ?? ''),
      assign_role: role,
    };
    if (!body.username || !body.name || !body.email || !body.password)
      return setFeedback({ kind: 'error', text: text.required });
    if (!isEmail(body.email)) return setFeedback({ kind: 'error', text: text.emailInvalid });
    if (form.get('terms') !== 'on') return setFeedback({ kind: 'error', text: text.termsRequired });
    setFeedback(null);
    register.mutate(body, {
      onSuccess: () => setFeedback({ kind: 'success', text: text.success }),
      onError: (error) =>
        setFeedback({
          kind: 'error',
          text: serverMessageOr(error, text.networkError),
        }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField name="username" label="Nome utente" autoComplete="username" required />
      <TextField name="name" label="Nome" autoComplete="name" required />
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" required />
      <div className="flex items-start gap-2 text-sm">
        <input id={termsId} name="terms" type="checkbox" className="mt-1 size-4 accent-brand-700" />
        <label htmlFor={termsId}>
          Accetto i{' '}
          <Link to={paths.terms} className="text-brand-700 underline">
            termini e le condizioni
          </Link>
        </label>
      </div>
      <FormMessage feedback={feedback} />
      <button
        type="submit"
        disabled={register.isPending || feedback?.kind === 'success'}
        className={primaryButton}
      >
        Registrati
      </button>
    </form>
  );
}
