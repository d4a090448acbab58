import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, LoginBodySchema, type Profile } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import {
  type FormFeedback,
  FormMessage,
  formCard,
  schemaFeedback,
} from '../../../components/ui/form-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { profileQuery, profileQueryKey } from '../../../lib/session.ts';
import { useLogin } from '../api/post-login.ts';
import { storeToken } from '../session-storage.ts';

interface LoginFormProps {
  /** Where a successful login leads: an address, or one chosen from the signed-in profile (its role). */
  destination: string | ((profile: Profile) => string);
  feedback: FormFeedback;
  onFeedback: (feedback: FormFeedback) => void;
  /** Drawn under the button: the site's links and social logins, the back-office's own hint. */
  children?: ReactNode;
}

/**
 * The e-mail and password login (POST login): the site's login page and the host back-office's share it,
 * and so share one session.
 */
export function LoginForm({ destination, feedback, onFeedback, children }: LoginFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [landing, setLanding] = useState(false);

  const form = useForm({
    resolver: zodResolver(LoginBodySchema),
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onValid = (body: LoginBody) => {
    onFeedback(null);
    login.mutate(body, {
      onSuccess: async (answer) => {
        storeToken(answer.token);
        queryClient.removeQueries({ queryKey: profileQueryKey });
        if (typeof destination === 'string') return navigate(destination, { replace: true });
        setLanding(true);
        try {
          const profile = await queryClient.fetchQuery(profileQuery(answer.token));
          await navigate(destination(profile.data), { replace: true });
        } catch {
          onFeedback({ kind: 'error', text: messages.account.visitor.networkError });
        } finally {
          setLanding(false);
        }
      },
      onError: (error) => {
        // A refusal (401, 429…) carries the server's words; an OK answer with `success: false` does not.
        const text = !(error instanceof ApiError)
          ? messages.account.visitor.networkError
          : error.status < 300 || !error.message
            ? messages.account.loginFailed
            : error.message;
        onFeedback({ kind: 'error', text });
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className={formCard}>
      <Field {...form.register('email')} label="Email" type="email" autoComplete="email" required />
      <Field
        {...form.register('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <FormMessage feedback={schemaFeedback(form.formState.errors) ?? feedback} />
      <Button block type="submit" disabled={login.isPending || landing}>
        Accedi
      </Button>
      {children}
    </form>
  );
}
