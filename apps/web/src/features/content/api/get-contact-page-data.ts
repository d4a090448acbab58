import type { ContactPageResponseSchema } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

type ContactPageResponse = z.infer<typeof ContactPageResponseSchema>;
const PATH = 'contact-us/page-data';

export const getContactPageData = (signal?: AbortSignal) => apiGet<ContactPageResponse>(PATH, signal);

export const contactPageQueryOptions = apiQueryOptions(PATH, getContactPageData);

export function useContactPageData() {
  return useQuery({ ...contactPageQueryOptions, select: (response) => response.data });
}

/** The support address, for the help-center mail link of the call-to-action band. */
export function useSupportEmail(enabled: boolean) {
  return useQuery({ ...contactPageQueryOptions, enabled, select: (response) => response.data.support_email });
}
