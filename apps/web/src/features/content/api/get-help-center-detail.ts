import type { HelpCenterDetailResponseSchema } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

type HelpCenterDetailResponse = z.infer<typeof HelpCenterDetailResponseSchema>;
const path = (id: string) => `help-center/detail/${encodeURIComponent(id)}`;

export const getHelpCenterDetail = (id: string, signal?: AbortSignal) =>
  apiGet<HelpCenterDetailResponse>(path(id), signal);

export const helpCenterDetailQueryOptions = (id: string) =>
  apiQueryOptions(path(id), (signal) => getHelpCenterDetail(id, signal));

export const useHelpCenterArticle = (id: string) =>
  useQuery({ ...helpCenterDetailQueryOptions(id), select: (response) => response.data });
