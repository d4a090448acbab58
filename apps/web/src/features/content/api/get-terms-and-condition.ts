import type { LegalPageResponse } from '@scrivania/core/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

const PATH = 'terms-and-condition';

export const getTermsAndCondition = (signal?: AbortSignal) => apiGet<LegalPageResponse>(PATH, signal);

export const termsAndConditionQueryOptions = () =>
  queryOptions({
    queryKey: ['api', PATH] as const,
    queryFn: ({ signal }) => getTermsAndCondition(signal).catch(logLoadError(PATH)),
    staleTime: 5 * 60_000,
  });

/** The HTML of the first item returned (SPEC section 2). */
export const useTermsAndCondition = () =>
  useQuery({ ...termsAndConditionQueryOptions(), select: (response) => response.data[0]?.description ?? '' });
