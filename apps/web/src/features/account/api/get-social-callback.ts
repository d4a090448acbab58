import type { SocialLoginResponseSchema, SocialProvider } from '@scrivania/core/account/schemas';
import type { z } from 'zod';
import { API_BASE, ApiError } from '../../../lib/api-client.ts';

type SocialLoginResponse = z.infer<typeof SocialLoginResponseSchema>;

/** X's callback is the one address without /api (SPEC section 7). */
const CALLBACK_URLS: Record<SocialProvider, string> = {
  google: `${API_BASE}/auth/google-user/callback`,
  linkedin: `${API_BASE}/auth/linkedin-user/callback`,
  twitter: '/backend/auth/twitter-user/callback',
};

/** Finishes a social sign-in: the server checks state and PKCE and answers the token and the user. */
export async function completeSocialLogin(
  provider: SocialProvider,
  search: string,
): Promise<SocialLoginResponse> {
  const response = await fetch(`${CALLBACK_URLS[provider]}${search}`, {
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as
    | (SocialLoginResponse & { message?: string })
    | null;
  if (!response.ok || !body?.access_token) throw new ApiError(body?.message ?? '', response.status);
  return body;
}
