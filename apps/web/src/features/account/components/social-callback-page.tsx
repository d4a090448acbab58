import { SOCIAL_PROVIDERS, type SocialProvider } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ApiError, TOKEN_STORAGE_KEY } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../api/get-profile.ts';
import { completeSocialLogin } from '../api/get-social-callback.ts';

const REDIRECT_DELAY_MS = 800;

const isProvider = (value: string | undefined): value is SocialProvider =>
  SOCIAL_PROVIDERS.includes(value as SocialProvider);

/** Where a social sign-in lands: it completes the sign-in, stores the token and the user, and goes to the profile. */
export function SocialCallbackPage() {
  const { provider } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'working' | 'done' | 'failed'>('working');
  const [error, setError] = useState('');
  const started = useRef(false);

  useEffect(() => {
    // The code can be exchanged once only, so a second run of the effect must not send it again.
    if (started.current) return;
    started.current = true;
    if (!isProvider(provider)) {
      setStatus('failed');
      setError(messages.account.social.failed);
      return;
    }
    completeSocialLogin(provider, search).then(
      (answer) => {
        localStorage.setItem(TOKEN_STORAGE_KEY, answer.access_token);
        localStorage.setItem('access_token', answer.access_token);
        localStorage.setItem('user', JSON.stringify(answer.user));
        queryClient.removeQueries({ queryKey: profileQueryKey });
        setStatus('done');
        // Long enough to read the confirmation, short enough not to wait.
        setTimeout(() => navigate(paths.profile, { replace: true }), REDIRECT_DELAY_MS);
      },
      (failure: unknown) => {
        console.error('Authentication failed');
        setStatus('failed');
        setError(
          failure instanceof ApiError && failure.message ? failure.message : messages.account.social.failed,
        );
      },
    );
  }, [provider, search, navigate, queryClient]);

  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center" aria-live="polite">
      {status === 'working' && <p>{messages.account.social.authenticating}</p>}
      {status === 'done' && <p role="status">{messages.account.social.success}</p>}
      {status === 'failed' && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
