import type { BecomeHostResponseSchema } from '@scrivania/core/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type BecomeHostResponse = z.infer<typeof BecomeHostResponseSchema>;
const PATH = 'become-host/page-data';

export const getBecomeHost = (signal?: AbortSignal) => apiGet<BecomeHostResponse>(PATH, signal);

export const becomeHostQueryOptions = () =>
  queryOptions({
    queryKey: ['api', PATH] as const,
    queryFn: ({ signal }) => getBecomeHost(signal).catch(logLoadError(PATH)),
    staleTime: 5 * 60_000,
  });

export const useBecomeHostContent = () =>
  useQuery({ ...becomeHostQueryOptions(), select: (response) => response.data });
