import type { LegalPageResponse } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

const PATH = 'terms-and-condition';

export const getTermsAndCondition = (signal?: AbortSignal) => apiGet<LegalPageResponse>(PATH, signal);

export const termsAndConditionQueryOptions = () => apiQueryOptions(PATH, getTermsAndCondition);

/** The HTML of the first item returned (SPEC section 2). */
export const useTermsAndCondition = () =>
  useQuery({ ...termsAndConditionQueryOptions(), select: (response) => response.data[0]?.description ?? '' });
