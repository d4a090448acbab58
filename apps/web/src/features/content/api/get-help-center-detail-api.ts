import type { HelpCenterSeoResponseSchema } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

type HelpCenterSeoResponse = z.infer<typeof HelpCenterSeoResponseSchema>;
const path = (id: string) => `help-center/detail-api/${encodeURIComponent(id)}`;

/** The SEO of one help-center article (title, description, keywords). */
export const getHelpCenterDetailSeo = (id: string, signal?: AbortSignal) =>
  apiGet<HelpCenterSeoResponse>(path(id), signal);

export const helpCenterDetailSeoQueryOptions = (id: string) =>
  apiQueryOptions(path(id), (signal) => getHelpCenterDetailSeo(id, signal));

export const useHelpCenterArticleSeo = (id: string) =>
  useQuery({ ...helpCenterDetailSeoQueryOptions(id), select: (response) => response.data });
