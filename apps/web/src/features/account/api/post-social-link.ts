import type { SocialLoginResponse } from '@scrivania/core/account/schemas';
import type { SocialLinkBody } from '@scrivania/core/account/token-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Links the pending social identity to its account with that account's password, and signs in. */
export const useSocialLink = () =>
  useMutation({
    mutationFn: (body: SocialLinkBody) =>
      apiRequest<SocialLoginResponse>('auth/social/link', { method: 'POST', body }),
  });
