import type { FaqListResponseSchema } from '@scrivania/core/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type FaqListResponse = z.infer<typeof FaqListResponseSchema>;
const PATH = 'faq';

export const getFaq = (signal?: AbortSignal) => apiGet<FaqListResponse>(PATH, signal);

export const faqQueryOptions = () =>
  queryOptions({
    queryKey: ['api', PATH] as const,
    queryFn: ({ signal }) => getFaq(signal).catch(logLoadError(PATH)),
    staleTime: 5 * 60_000,
  });

export const useFaq = () => useQuery({ ...faqQueryOptions(), select: (response) => response.data });
