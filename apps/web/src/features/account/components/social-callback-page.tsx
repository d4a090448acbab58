import { messages } from '@scrivania/core/messages.it';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useLoginCodeExchange } from '../api/post-exchange-login-code.ts';
import { SocialLinkForm } from './social-link-form.tsx';

const REDIRECT_DELAY_MS = 800;

/**
 * Where a social sign-in lands. With `?token=` (a one-time code) it completes the sign-in, stores the
 * token and the user, and goes to the profile. With `?link=` the provider's address belongs to an
 * account whose address is not verified: that account's password is asked before linking.
 */
export function SocialCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const link = params.get('link');
  const exchange = useLoginCodeExchange(link ? null : params.get('token'));
  const [linked, setLinked] = useState(false);
  const status = linked ? 'done' : exchange;
  // A code that does not work, or no code at all to link or trade (SPEC section 8).
  const failed = status === 'failed' || (status === 'idle' && !link);

  useEffect(() => {
    if (failed) console.error('Authentication failed');
    if (status !== 'done') return;
    // Long enough to read the confirmation, short enough not to wait.
    const timer = setTimeout(() => navigate(paths.profile, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, failed, navigate]);

  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center" aria-live="polite">
      {status === 'working' && <p>{messages.account.social.authenticating}</p>}
      {status === 'done' && <p role="status">{messages.account.social.success}</p>}
      {status === 'idle' && link && <SocialLinkForm link={link} onLinked={() => setLinked(true)} />}
      {failed && (
        <p role="alert" className="text-red-700">
          {status === 'failed' ? messages.account.social.codeInvalid : messages.account.social.failed}
        </p>
      )}
    </section>
  );
}
