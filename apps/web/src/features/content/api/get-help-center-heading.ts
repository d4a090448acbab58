import type { HelpCenterHeadingResponseSchema } from '@scrivania/core/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type HelpCenterHeadingResponse = z.infer<typeof HelpCenterHeadingResponseSchema>;
const PATH = 'help-center-heading';

export const getHelpCenterHeading = (signal?: AbortSignal) => apiGet<HelpCenterHeadingResponse>(PATH, signal);

export const helpCenterHeadingQueryOptions = () =>
  queryOptions({
    queryKey: ['api', PATH] as const,
    queryFn: ({ signal }) => getHelpCenterHeading(signal).catch(logLoadError(PATH)),
    staleTime: 5 * 60_000,
  });

export const useHelpCenterHeading = () =>
  useQuery({ ...helpCenterHeadingQueryOptions(), select: (response) => response.data });
