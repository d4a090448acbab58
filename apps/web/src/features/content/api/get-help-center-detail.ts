import type { HelpCenterDetailResponseSchema } from '@scrivania/core/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type HelpCenterDetailResponse = z.infer<typeof HelpCenterDetailResponseSchema>;
const path = (id: string) => `help-center/detail/${encodeURIComponent(id)}`;

export const getHelpCenterDetail = (id: string, signal?: AbortSignal) =>
  apiGet<HelpCenterDetailResponse>(path(id), signal);

export const helpCenterDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['api', path(id)] as const,
    queryFn: ({ signal }) => getHelpCenterDetail(id, signal).catch(logLoadError(path(id))),
    staleTime: 5 * 60_000,
  });

export const useHelpCenterArticle = (id: string) =>
  useQuery({ ...helpCenterDetailQueryOptions(id), select: (response) => response.data });
