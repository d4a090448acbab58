import type { FooterResponseSchema } from '@scrivania/core/schemas/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type FooterResponse = z.infer<typeof FooterResponseSchema>;

export function useFooter() {
  return useQuery({
    queryKey: ['footer'],
    queryFn: ({ signal }) => apiGet<FooterResponse>('footer', signal).catch(logLoadError('footer')),
    staleTime: 5 * 60_000,
    select: (response) => response.data,
  });
}
