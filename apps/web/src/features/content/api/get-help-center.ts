import type { HelpCenterListResponseSchema } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

type HelpCenterListResponse = z.infer<typeof HelpCenterListResponseSchema>;
const PATH = 'help-center';

export const getHelpCenter = (signal?: AbortSignal) => apiGet<HelpCenterListResponse>(PATH, signal);

export const helpCenterQueryOptions = () => apiQueryOptions(PATH, getHelpCenter);

export const useHelpCenterArticles = () =>
  useQuery({ ...helpCenterQueryOptions(), select: (response) => response.data });
