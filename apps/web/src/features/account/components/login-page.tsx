import { isEmail, SOCIAL_ERRORS, type SocialError } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageSeo } from '../../seo/api/get-seo-details.ts';
import { profileQueryKey } from '../api/get-profile.ts';
import { useLoginCodeExchange } from '../api/post-exchange-login-code.ts';
import { useLogin } from '../api/post-login.ts';
import { safeReturnPath, storeToken } from '../session-storage.ts';
import { type FormFeedback, FormMessage, formCard, primaryButton } from './form-message.tsx';

const SOCIAL = [
  ['google', 'Accedi con Google'],
  ['linkedin', 'Accedi con LinkedIn'],
  ['twitter', 'Accedi con X'],
] as const;

const socialErrorText = (value: string | null) =>
  SOCIAL_ERRORS.includes(value as SocialError) ? messages.account.social[value as SocialError] : null;

export function LoginPage() {
  usePageSeo('login');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const socialError = socialErrorText(params.get('social_error'));
  const [feedback, setFeedback] = useState<FormFeedback>(
    socialError ? { kind: 'error', text: socialError } : null,
  );
  const destination = safeReturnPath(params.get('returnUrl')) ?? paths.profile;
  // `?token=` carries a one-time code, traded for a session; a session token there opens nothing.
  const codeStatus = useLoginCodeExchange(params.get('token'));

  useEffect(() => {
    if (codeStatus === 'done') navigate(paths.profile, { replace: true });
    if (codeStatus === 'failed') setFeedback({ kind: 'error', text: messages.account.social.codeInvalid });
  }, [codeStatus, navigate]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) return setFeedback({ kind: 'error', text: messages.account.loginRequired });
    if (!isEmail(email)) return setFeedback({ kind: 'error', text: messages.account.loginEmailInvalid });
    setFeedback(null);
    login.mutate(
      { email, password },
      {
        onSuccess: (answer) => {
          storeToken(answer.token);
          queryClient.removeQueries({ queryKey: profileQueryKey });
          navigate(destination, { replace: true });
        },
        onError: (error) => {
          // A refusal (401, 429…) carries the server's words; an OK answer with `success: false` does not.
          const text = !(error instanceof ApiError)
            ? messages.account.visitor.networkError
            : error.status < 300 || !error.message
              ? messages.account.loginFailed
              : error.message;
          setFeedback({ kind: 'error', text });
        },
      },
    );
  };

  return (
    <>
      <PageHeader title="Accedi" crumbs={[{ label: 'Accedi' }]} />
      <div className="px-4 py-10">
        <form noValidate onSubmit={onSubmit} className={formCard}>
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <FormMessage feedback={feedback} />
          <button type="submit" disabled={login.isPending} className={primaryButton}>
            Accedi
          </button>
          <p className="flex justify-between text-sm">
            <Link to={paths.forgotPassword} className="text-brand-700 hover:underline">
              Password dimenticata?
            </Link>
            <Link to={paths.register} className="text-brand-700 hover:underline">
              Crea un account
            </Link>
          </p>
          <div className="space-y-2 border-t border-slate-200 pt-4">
            {SOCIAL.map(([provider, label]) => (
              <a
                key={provider}
                href={`/backend/api/auth/${provider}/redirect/user`}
                className="block rounded-md border border-slate-300 px-4 py-2 text-center font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {label}
              </a>
            ))}
          </div>
        </form>
      </div>
    </>
  );
}
