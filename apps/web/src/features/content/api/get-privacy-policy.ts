import type { LegalPageResponse } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

const PATH = 'privacy-policy';

export const getPrivacyPolicy = (signal?: AbortSignal) => apiGet<LegalPageResponse>(PATH, signal);

export const privacyPolicyQueryOptions = () => apiQueryOptions(PATH, getPrivacyPolicy);

/** The HTML of the first item returned (SPEC section 2). */
export const usePrivacyPolicy = () =>
  useQuery({ ...privacyPolicyQueryOptions(), select: (response) => response.data[0]?.description ?? '' });
