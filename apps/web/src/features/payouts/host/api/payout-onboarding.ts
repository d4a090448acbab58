import type { OnboardingLinkResponseSchema } from '@scrivania/core/payouts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type LinkResponse = z.infer<typeof OnboardingLinkResponseSchema>;

/**
 * POST host/payout-account/onboarding: a fresh single-use link to the verification (Stripe's, or the
 * sandbox page); the browser goes there, and comes back to Pagamenti with `?onboarding=return`.
 */
export const usePayoutOnboarding = (go: (url: string) => void = (url) => window.location.assign(url)) =>
  useMutation({
    mutationFn: () =>
      apiRequest<LinkResponse>('host/payout-account/onboarding', { method: 'POST', auth: true }),
    onSuccess: (answer) => go(answer.data.url),
  });
