import type { BecomeHostResponseSchema } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

type BecomeHostResponse = z.infer<typeof BecomeHostResponseSchema>;
const PATH = 'become-host/page-data';

export const getBecomeHost = (signal?: AbortSignal) => apiGet<BecomeHostResponse>(PATH, signal);

export const becomeHostQueryOptions = () => apiQueryOptions(PATH, getBecomeHost);

export const useBecomeHostContent = () =>
  useQuery({ ...becomeHostQueryOptions(), select: (response) => response.data });
