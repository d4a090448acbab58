import type { HelpCenterListResponseSchema } from '@scrivania/core/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type HelpCenterListResponse = z.infer<typeof HelpCenterListResponseSchema>;
const PATH = 'help-center';

export const getHelpCenter = (signal?: AbortSignal) => apiGet<HelpCenterListResponse>(PATH, signal);

export const helpCenterQueryOptions = () =>
  queryOptions({
    queryKey: ['api', PATH] as const,
    queryFn: ({ signal }) => getHelpCenter(signal).catch(logLoadError(PATH)),
    staleTime: 5 * 60_000,
  });

export const useHelpCenterArticles = () =>
  useQuery({ ...helpCenterQueryOptions(), select: (response) => response.data });
