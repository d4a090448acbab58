import type { ContactPageResponseSchema } from '@scrivania/core/schemas/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type ContactPageResponse = z.infer<typeof ContactPageResponseSchema>;

/** The contact page data, shared by the contact screen and the help-center mail link. */
export const contactPageQueryOptions = {
  queryKey: ['contact-us', 'page-data'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<ContactPageResponse>('contact-us/page-data', signal).catch(logLoadError('contact page data')),
  staleTime: 5 * 60_000,
};

export function useSupportEmail(enabled: boolean) {
  return useQuery({ ...contactPageQueryOptions, enabled, select: (response) => response.data.support_email });
}
