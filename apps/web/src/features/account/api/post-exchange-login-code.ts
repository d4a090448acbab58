import type { SocialLoginResponse } from '@scrivania/core/account/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeSession } from '../session-storage.ts';

/** Trades a one-time login code for a session; the browser's own cookie must come along (same origin). */
export const exchangeLoginCode = (code: string) =>
  apiRequest<SocialLoginResponse>('auth/exchange', { method: 'POST', body: { code } });

export type ExchangeStatus = 'idle' | 'working' | 'done' | 'failed';

/**
 * Exchanges the code of the address bar (`?token=`) once, when there is one, and stores the session.
 * A session token placed there is not a code, so the server refuses it and nothing is stored.
 */
export function useLoginCodeExchange(code: string | null): ExchangeStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ExchangeStatus>(code ? 'working' : 'idle');
  const started = useRef(false);
  useEffect(() => {
    // A code works once, so a second run of the effect must not send it again.
    if (!code || started.current) return;
    started.current = true;
    exchangeLoginCode(code).then(
      (answer) => {
        storeSession(queryClient, answer);
        setStatus('done');
      },
      () => setStatus('failed'),
    );
  }, [code, queryClient]);
  return status;
}
