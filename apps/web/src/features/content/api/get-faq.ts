import type { FaqListResponseSchema } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

type FaqListResponse = z.infer<typeof FaqListResponseSchema>;
const PATH = 'faq';

export const getFaq = (signal?: AbortSignal) => apiGet<FaqListResponse>(PATH, signal);

export const faqQueryOptions = () => apiQueryOptions(PATH, getFaq);

export const useFaq = () => useQuery({ ...faqQueryOptions(), select: (response) => response.data });
