import type { HelpCenterSeoResponseSchema } from '@scrivania/core/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type HelpCenterSeoResponse = z.infer<typeof HelpCenterSeoResponseSchema>;
const path = (id: string) => `help-center/detail-api/${encodeURIComponent(id)}`;

/** The SEO of one help-center article (title, description, keywords). */
export const getHelpCenterDetailSeo = (id: string, signal?: AbortSignal) =>
  apiGet<HelpCenterSeoResponse>(path(id), signal);

export const helpCenterDetailSeoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['api', path(id)] as const,
    queryFn: ({ signal }) => getHelpCenterDetailSeo(id, signal).catch(logLoadError(path(id))),
    staleTime: 5 * 60_000,
  });

export const useHelpCenterArticleSeo = (id: string) =>
  useQuery({ ...helpCenterDetailSeoQueryOptions(id), select: (response) => response.data });
