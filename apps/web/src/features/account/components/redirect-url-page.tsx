import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useLoginCodeExchange } from '../api/post-exchange-login-code.ts';

/**
 * /RedirectURL?token=…: trades the one-time code for a session, stores it and goes to the profile;
 * shows nothing (SPEC section 2). A code that does not work leads to the login, saying so.
 */
export function RedirectUrlPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useLoginCodeExchange(params.get('token'));
  useEffect(() => {
    if (status === 'done' || status === 'idle') navigate(paths.profile, { replace: true });
    if (status === 'failed') navigate(`${paths.login}?social_error=codeInvalid`, { replace: true });
  }, [status, navigate]);
  return null;
}
