import type { PageSectionResponseSchema } from '@scrivania/core/schemas/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

type PageSectionResponse = z.infer<typeof PageSectionResponseSchema>;
export type SectionId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const sectionQueryOptions = (id: SectionId) => ({
  queryKey: ['section', id] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<PageSectionResponse>(`section/${id}`, signal).catch(logLoadError(`section ${id}`)),
  staleTime: 5 * 60_000,
});

/** One of the eight page sections that feed the home and become-host pages. */
export function useSection(id: SectionId) {
  return useQuery({ ...sectionQueryOptions(id), select: (response) => response.data });
}
