import { type Profile, SOCIAL_ERRORS, type SocialError } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { FormFeedback } from '../../../components/ui/form-message.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { adminPaths } from '../../../lib/admin-paths.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageSeo } from '../../../lib/seo.ts';
import { useLoginCodeExchange } from '../api/post-exchange-login-code.ts';
import { safeReturnPath } from '../session-storage.ts';
import { LoginForm } from './login-form.tsx';

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
  const socialError = socialErrorText(params.get('social_error'));
  const [feedback, setFeedback] = useState<FormFeedback>(
    socialError ? { kind: 'error', text: socialError } : null,
  );
  // Without a place to go back to, an operator lands in the console and everyone else on their profile.
  const destination =
    safeReturnPath(params.get('returnUrl')) ??
    ((profile: Profile) => (profile.role === 'admin' ? adminPaths.home : paths.profile));
  // `?token=` carries a one-time code, traded for a session; a session token there opens nothing.
  const codeStatus = useLoginCodeExchange(params.get('token'));

  useEffect(() => {
    if (codeStatus === 'done') navigate(paths.profile, { replace: true });
    if (codeStatus === 'failed') setFeedback({ kind: 'error', text: messages.account.social.codeInvalid });
  }, [codeStatus, navigate]);

  return (
    <>
      <PageHeader title="Accedi" crumbs={[{ label: 'Accedi' }]} />
      <div className="px-4 py-10">
        <LoginForm destination={destination} feedback={feedback} onFeedback={setFeedback}>
          <p className="flex justify-between text-sm">
            <Link to={paths.forgotPassword} className="text-brand-700 underline hover:text-brand-800">
              Password dimenticata?
            </Link>
            <Link to={paths.register} className="text-brand-700 underline hover:text-brand-800">
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
        </LoginForm>
      </div>
    </>
  );
}
