import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterFormSchema, type RegisterFormValues } from '@scrivania/core/account/schemas';
import type { RegistrationRole } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage, schemaFeedback } from '../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { paths } from '../../../lib/paths.ts';
import { useRegister } from '../api/post-register.ts';

/** After a registration the login follows: quickly for hosts, after a read for visitors (SPEC section 4). */
const REDIRECT_MS: Record<RegistrationRole, number> = { host: 500, visitor: 4000 };

/** The registration form; the role decides the language of its messages (SPEC section 5). */
export function RegisterForm({ accountRole: role }: { accountRole: RegistrationRole }) {
  const text = messages.account[role];
  const register = useRegister();
  const navigate = useNavigate();
  const termsId = useId();
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  // On /BecomeHost, which the server renders, the form answers only once the app runs: until then it
  // is disabled, so nothing typed (a password) goes out as a plain form submission.
  const live = useHydrated();

  useEffect(() => {
    if (feedback?.kind !== 'success') return;
    const timer = setTimeout(() => navigate(paths.login), REDIRECT_MS[role]);
    return () => clearTimeout(timer);
  }, [feedback, navigate, role]);

  const form = useForm({
    resolver: zodResolver(RegisterFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { username: '', name: '', email: '', password: '', assign_role: role, terms: false },
  });

  const onValid = ({ terms: _accepted, ...body }: RegisterFormValues) => {
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
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <fieldset disabled={!live} className="m-0 min-w-0 space-y-4 border-0 p-0">
        <Field {...form.register('username')} label="Nome utente" autoComplete="username" required />
        <Field {...form.register('name')} label="Nome" autoComplete="name" required />
        <Field {...form.register('email')} label="Email" type="email" autoComplete="email" required />
        <Field
          {...form.register('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          required
        />
        <div className="flex items-start gap-2 text-sm">
          <input
            id={termsId}
            {...form.register('terms')}
            type="checkbox"
            className="mt-1 size-4 accent-brand-700"
          />
          <label htmlFor={termsId}>
            Accetto i{' '}
            <Link to={paths.terms} className="text-brand-700 underline">
              termini e le condizioni
            </Link>
          </label>
        </div>
        <FormMessage feedback={schemaFeedback(form.formState.errors) ?? feedback} />
        <Button block type="submit" disabled={register.isPending || feedback?.kind === 'success'}>
          Registrati
        </Button>
      </fieldset>
    </form>
  );
}
